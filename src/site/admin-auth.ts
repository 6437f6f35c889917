/** Operator access to the analytics aggregates: bearer key compared in constant time, optional IP allow-list. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { ServiceError } from '../errors.js';

export interface AdminAuthSettings {
  /** Without a key the admin endpoint refuses everyone. */
  adminKey?: string;
  /** Exact client addresses allowed; empty means any address. */
  ipAllowList: string[];
}

// Hashing both sides first gives equal-length buffers, so timingSafeEqual never leaks the key length.
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sameKey(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** IPv4 clients often appear as IPv4-mapped IPv6 addresses (::ffff:127.0.0.1). */
function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

export function requireAdmin(settings: AdminAuthSettings): Middleware {
  const allowList = new Set(settings.ipAllowList.map(normaliseIp));
  return async (ctx, next) => {
    if (allowList.size > 0 && !allowList.has(normaliseIp(ctx.ip))) {
      throw new ServiceError('forbidden', 'This address may not read the analytics.');
    }
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (
      settings.adminKey === undefined ||
      match?.[1] === undefined ||
      !sameKey(match[1], settings.adminKey)
    ) {
      ctx.set('WWW-Authenticate', 'Bearer realm="sds-site-analytics"');
      throw new ServiceError(
        'unauthorized',
        'A valid operator key is required (Authorization: Bearer <key>).',
      );
    }
    await next();
  };
}
