/**
 * Every error code the service answers with, defined once. The HTTP layer renders these as
 * RFC 9457 problem documents; the engine and activities throw them as ServiceError.
 */
export const ERROR_CODES = {
  invalid_document: { status: 400, title: 'Invalid document' },
  invalid_request: { status: 400, title: 'Invalid request' },
  unsupported_schema_version: { status: 400, title: 'Unsupported schema version' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  forbidden: { status: 403, title: 'Forbidden' },
  bot_check_failed: { status: 403, title: 'Bot check failed' },
  not_found: { status: 404, title: 'Not found' },
  conflict: { status: 409, title: 'Conflict' },
  batch_cancelled: { status: 409, title: 'Batch cancelled' },
  batch_finished: { status: 409, title: 'Batch finished' },
  batch_full: { status: 409, title: 'Batch full' },
  file_too_large: { status: 413, title: 'File too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  low_text_quality: { status: 422, title: 'Text quality too low' },
  rate_limited: { status: 429, title: 'Rate limited' },
  internal_error: { status: 500, title: 'Internal error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class ServiceError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
    this.status = ERROR_CODES[code].status;
  }
}

/**
 * Each code has one stable problem type URI under the service's docs, the same from the API and the
 * CLI, so clients can switch on either the URI or the code.
 */
export function problemTypeUri(code: ErrorCode): string {
  return `https://sds-extraction.dev/problems/${code.replaceAll('_', '-')}`;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
