/**
 * Bot check against a siteverify-style provider (Cloudflare Turnstile, hCaptcha and reCAPTCHA share
 * the protocol): POST secret + response token (+ remoteip) as a form, read `success` from the JSON.
 * Fails closed: an unreachable or slow provider refuses the request rather than letting bots through.
 */
import { ServiceError } from '../errors.js';

export const BOT_CHECK_FIELD = 'bot-check-response';

export interface BotCheckSettings {
  secret: string;
  verifyUrl: string;
  timeoutMs: number;
}

export interface BotCheck {
  /** Throws bot_check_failed unless the provider accepts the token. */
  verify(token: string | undefined, clientIp: string): Promise<void>;
}

async function providerAccepts(
  settings: BotCheckSettings,
  fetchImpl: typeof fetch,
  token: string,
  clientIp: string,
): Promise<boolean> {
  try {
    const response = await fetchImpl(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: clientIp }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const body = (await response.json()) as { success?: unknown };
    return response.ok && body.success === true;
  } catch {
    throw new ServiceError('bot_check_failed', 'The bot check could not be verified; please try again.', {
      field: BOT_CHECK_FIELD,
    });
  }
}

export function createBotCheck(settings: BotCheckSettings, fetchImpl: typeof fetch = fetch): BotCheck {
  return {
    async verify(token, clientIp) {
      if (token === undefined || token.trim() === '') {
        throw new ServiceError(
          'bot_check_failed',
          `The bot check response (${BOT_CHECK_FIELD}) is missing.`,
          {
            field: BOT_CHECK_FIELD,
          },
        );
      }
      if (!(await providerAccepts(settings, fetchImpl, token, clientIp))) {
        throw new ServiceError('bot_check_failed', 'The bot check was not passed.', {
          field: BOT_CHECK_FIELD,
        });
      }
    },
  };
}

/** When no provider is configured the site runs without a bot check (development, tests of other features). */
export const NO_BOT_CHECK: BotCheck = { verify: async () => undefined };
