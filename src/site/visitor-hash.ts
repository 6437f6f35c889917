/**
 * Analytics never store a client address. A keyed hash with a daily-rotating input lets the operator
 * count distinct visitors per day while the hash cannot be reversed or joined across days.
 */
import { createHmac } from 'node:crypto';

export function visitorHash(secret: string, clientIp: string, day: string): string {
  return createHmac('sha256', secret).update(`${day}|${clientIp}`).digest('base64url').slice(0, 22);
}
