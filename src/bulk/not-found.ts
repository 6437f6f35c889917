import { ServiceError } from '../errors.js';

/** Another key's record answers exactly like a missing one: a key never learns what others own. */
export function notFoundForKey(kind: string, id: string): ServiceError {
  return new ServiceError('not_found', `No ${kind} ${id} for this API key.`, { id });
}
