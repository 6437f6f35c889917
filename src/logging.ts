/**
 * Structured JSON logs. Callers log identifiers (request_id, workflow ids), never API keys,
 * secrets or file contents; the redaction list is a safety net for the obvious header names.
 */
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level: string; name: string }): Logger {
  return pino({
    name: options.name,
    level: options.level,
    base: { service: 'sds-extraction', component: options.name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['authorization', 'headers.authorization', 'req.headers.authorization', '*.apiKey', '*.secret'],
      censor: '[redacted]',
    },
  });
}
