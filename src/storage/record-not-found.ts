import { ServiceError } from '../errors.js';

export function recordNotFound(kind: string, id: string): ServiceError {
  return new ServiceError('not_found', `No ${kind} with id ${id}.`, { id });
}
