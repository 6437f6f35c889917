/** RFC 9457 problem documents with the service's `code` and `request_id` members. */
import { ERROR_CODES, problemTypeUri, ServiceError, type ErrorCode } from '../errors.js';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  request_id: string;
  [extension: string]: unknown;
}

export function toProblem(error: ServiceError, requestId: string): Problem {
  return {
    ...error.details,
    type: problemTypeUri(error.code),
    title: ERROR_CODES[error.code].title,
    status: error.status,
    detail: error.message,
    code: error.code,
    request_id: requestId,
  };
}
