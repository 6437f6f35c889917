/** RFC 9457 problem documents with the service's `code` and `request_id` members. */
import { ERROR_CODES, ServiceError, type ErrorCode } from '../errors.js';

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

/** Each code has a stable type URI under the service's docs, so clients can switch on either. */
export function problemTypeUri(code: ErrorCode): string {
  return `https://sds-extraction.dev/problems/${code.replaceAll('_', '-')}`;
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
