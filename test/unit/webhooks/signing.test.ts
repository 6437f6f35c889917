import { decodeWebhookSecret, generateWebhookSecret } from '../../../src/webhooks/secrets.js';
import { buildWebhookHeaders, signWebhookMessage } from '../../../src/webhooks/signing.js';

describe('Standard Webhooks signing', () => {
  it('matches the reference test vector of the Standard Webhooks specification', () => {
    const signature = signWebhookMessage(
      { id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestampSeconds: 1614265330, body: '{"test": 2432232314}' },
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('changes the signature when the body, id or timestamp change', () => {
    const secret = generateWebhookSecret();
    const base = { id: 'msg_1', timestampSeconds: 1700000000, body: '{"a":1}' };
    const original = signWebhookMessage(base, secret);
    expect(signWebhookMessage({ ...base, body: '{"a":2}' }, secret)).not.toBe(original);
    expect(signWebhookMessage({ ...base, id: 'msg_2' }, secret)).not.toBe(original);
    expect(signWebhookMessage({ ...base, timestampSeconds: 1700000001 }, secret)).not.toBe(original);
  });

  it('generates whsec_ secrets holding a 32-byte key, different every time', () => {
    const first = generateWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(decodeWebhookSecret(first)).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(first);
  });

  it('refuses secrets without the whsec_ prefix', () => {
    expect(() => decodeWebhookSecret('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toThrow(/whsec_/);
  });

  it('builds the three webhook headers', () => {
    const headers = buildWebhookHeaders(
      { id: 'msg_1', timestampSeconds: 42, body: '{}' },
      generateWebhookSecret(),
    );
    expect(headers).toMatchObject({ 'webhook-id': 'msg_1', 'webhook-timestamp': '42' });
    expect(headers['webhook-signature']).toMatch(/^v1,/);
  });
});
