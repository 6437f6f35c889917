import { ServiceError } from '../../../src/errors.js';
import { parseWebhookUrl, vetWebhookTarget, type HostLookup } from '../../../src/webhooks/target-policy.js';

const strict = { allowLoopback: false };
const local = { allowLoopback: true };

function answering(...addresses: string[]): HostLookup {
  return async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

function rejection(action: () => unknown): ServiceError {
  try {
    action();
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected a ServiceError');
}

describe('webhook URL validation', () => {
  it('accepts public https URLs', () => {
    expect(parseWebhookUrl('https://hooks.example.com/sds?x=1', strict, 'url').hostname).toBe(
      'hooks.example.com',
    );
  });

  it.each([
    ['http://hooks.example.com/', /https/],
    ['ftp://hooks.example.com/', /https/],
    ['not a url', /absolute URL/],
    ['https://user:pw@hooks.example.com/', /credentials/],
    ['https://127.0.0.1/', /loopback/],
    ['http://localhost:8080/', /loopback/],
    ['https://[::1]/', /loopback/],
    ['https://169.254.169.254/latest/meta-data', /public address/],
    ['https://10.0.0.8/', /public address/],
    ['https://[::ffff:192.168.0.1]/', /public address/],
  ])('refuses %s in production', (url, message) => {
    const error = rejection(() => parseWebhookUrl(url, strict, 'url'));
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
  });

  it.each(['url', 'webhook_url'] as const)('names the body field %s that carries the URL', (field) => {
    const error = rejection(() => parseWebhookUrl('https://127.0.0.1/', strict, field));
    expect(error.details).toEqual({ field });
    expect(error.message).toMatch(new RegExp(`^${field} `));
  });

  it('permits http to loopback only when loopback is allowed', () => {
    expect(parseWebhookUrl('http://127.0.0.1:9000/hook', local, 'url').port).toBe('9000');
    expect(parseWebhookUrl('http://localhost:9000/hook', local, 'url').hostname).toBe('localhost');
    expect(rejection(() => parseWebhookUrl('http://hooks.example.com/', local, 'url')).message).toMatch(
      /https/,
    );
    expect(rejection(() => parseWebhookUrl('http://192.168.0.1/', local, 'url')).message).toMatch(/public/);
  });
});

describe('webhook target vetting after DNS resolution', () => {
  it('connects to the address DNS answered when it is public', async () => {
    const target = await vetWebhookTarget('https://hooks.example.com/', strict, answering('93.184.216.34'));
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  it('refuses a public name that resolves to a private or metadata address', async () => {
    await expect(
      vetWebhookTarget('https://rebind.example.com/', strict, answering('93.184.216.34', '169.254.169.254')),
    ).rejects.toThrow(/non-public/);
    await expect(
      vetWebhookTarget('https://internal.example.com/', strict, answering('10.0.0.5')),
    ).rejects.toThrow(/non-public/);
  });

  it('refuses a name that resolves to loopback unless loopback is allowed', async () => {
    await expect(
      vetWebhookTarget('https://sneaky.example.com/', strict, answering('127.0.0.1')),
    ).rejects.toThrow(/non-public/);
    const target = await vetWebhookTarget('https://dev.example.com/', local, answering('127.0.0.1'));
    expect(target.address).toBe('127.0.0.1');
  });

  it('does not resolve literal addresses', async () => {
    const lookup: HostLookup = async () => {
      throw new Error('must not resolve');
    };
    await expect(vetWebhookTarget('http://127.0.0.1:1/', local, lookup)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
  });
});
