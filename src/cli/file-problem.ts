import { toProblem, type Problem } from '../api/problem.js';
import { ServiceError } from '../errors.js';

/** The API's problem document for a file that failed, with the file as `instance`. */
export function problemFor(error: unknown, requestId: string, file: string): Problem & { instance: string } {
  const serviceError =
    error instanceof ServiceError
      ? error
      : new ServiceError('internal_error', error instanceof Error ? error.message : String(error));
  return { ...toProblem(serviceError, requestId), instance: file };
}
