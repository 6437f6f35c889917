/** Recognises "Temporal cannot be reached" among client errors, so callers can answer 503. */
import { ServiceError as TemporalServiceError, isGrpcServiceError } from '@temporalio/client';
import { ServiceError } from '../errors.js';

// gRPC status codes (grpc/doc/statuscodes.md): DEADLINE_EXCEEDED and UNAVAILABLE.
const UNREACHABLE = new Set<number>([4, 14]);

export function isTemporalUnreachable(error: unknown): boolean {
  if (isGrpcServiceError(error)) return UNREACHABLE.has(error.code);
  if (error instanceof TemporalServiceError) return isTemporalUnreachable(error.cause);
  return false;
}

export function temporalUnavailable(): ServiceError {
  return new ServiceError('service_unavailable', 'The workflow service is unreachable; retry later.', {
    retryable: true,
  });
}
