/** Bearer API keys: the key is looked up by hash (constant-time compare) and never logged. */
import type { Middleware } from 'koa';
import { ServiceError } from '../../errors.js';
import type { ApiKeyRepository } from '../../storage/repositories/api-keys.js';
import type { ApiState } from '../context.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function authenticate(apiKeys: Pick<ApiKeyRepository, 'verify'>): Middleware<ApiState> {
  return async (ctx, next) => {
    const presented = BEARER.exec(ctx.get('Authorization'))?.[1];
    const key = presented ? await apiKeys.verify(presented) : null;
    if (!key) {
      ctx.set('WWW-Authenticate', 'Bearer realm="sds-extraction"');
      throw new ServiceError(
        'unauthorized',
        presented
          ? 'The API key is not valid or has been revoked.'
          : 'Send an API key as "Authorization: Bearer <key>".',
      );
    }
    ctx.state.apiKey = key;
    await next();
  };
}
