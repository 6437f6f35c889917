import { randomUUID } from 'node:crypto';

/** The one request id format (`req_` + 32 hex digits): a sync call's id, a bulk item's, a workflow id. */
export function newRequestId(): string {
  return `req_${randomUUID().replaceAll('-', '')}`;
}
