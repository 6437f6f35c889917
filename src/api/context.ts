/** What the API's middleware put on `ctx.state`, typed once for every route. */
import type { ParameterizedContext } from 'koa';
import type { Logger } from '../logging.js';
import type { ApiKeyRecord } from '../storage/repositories/api-keys.js';

export interface ApiState {
  requestId: string;
  /** The request's logger, bound to its request_id. */
  logger: Logger;
  /** Set by the authenticate middleware on every /v1 route. */
  apiKey: ApiKeyRecord;
}

export type ApiContext = ParameterizedContext<ApiState>;
