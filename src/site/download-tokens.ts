/**
 * Short-lived download links for sample outputs: the link carries sample, format and expiry, signed
 * with the site's secret, so the download route needs no lookup table and a link cannot be forged
 * for another sample or kept forever.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { OutputFormat } from '../storage/repositories/site-tables.js';

export interface DownloadGrant {
  sampleId: string;
  format: OutputFormat;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
}

const grantSchema = z.object({
  sampleId: z.string().min(1),
  format: z.enum(['json', 'xml', 'csv']),
  expiresAt: z.number().int(),
});

export class DownloadTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  issue(sampleId: string, format: OutputFormat): { token: string; expiresAt: Date } {
    const grant: DownloadGrant = { sampleId, format, expiresAt: this.now() + this.ttlMs };
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, expiresAt: new Date(grant.expiresAt) };
  }

  /** The grant of a genuine, unexpired token; undefined otherwise. */
  verify(token: string): DownloadGrant | undefined {
    const [payload, signature, ...rest] = token.split('.');
    if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return undefined;
    }
    const grant = grantSchema.safeParse(decoded);
    if (!grant.success || grant.data.expiresAt <= this.now()) return undefined;
    return grant.data;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
