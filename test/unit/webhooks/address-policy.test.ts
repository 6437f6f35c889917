import { classifyAddress, isAllowedAddress } from '../../../src/webhooks/address-policy.js';

describe('webhook address policy', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    '::',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a9fe:a9fe',
    '2002:a00:1::1',
  ])('refuses the non-public address %s', (address) => {
    expect(classifyAddress(address)).toBe('non_public');
    expect(isAllowedAddress(address, true)).toBe(false);
  });

  it.each(['127.0.0.1', '127.10.0.5', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])(
    'treats %s as loopback, allowed only when configured',
    (address) => {
      expect(classifyAddress(address)).toBe('loopback');
      expect(isAllowedAddress(address, false)).toBe(false);
      expect(isAllowedAddress(address, true)).toBe(true);
    },
  );

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])(
    'allows the public address %s',
    (address) => {
      expect(classifyAddress(address)).toBe('public');
      expect(isAllowedAddress(address, false)).toBe(true);
    },
  );

  it('refuses strings that are not addresses', () => {
    expect(classifyAddress('example.com')).toBe('non_public');
  });
});
