import { BlockList, isIP } from 'node:net';

/**
 * Address ranges a webhook may never reach: private, loopback, link-local (incl. the cloud metadata
 * address 169.254.169.254), carrier-grade NAT, documentation, benchmarking, multicast and reserved
 * blocks (IANA special-purpose registries). Loopback is listed separately so configuration can allow it.
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export type AddressVerdict = 'public' | 'loopback' | 'non_public';

/** IPv4 addresses embedded in IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 forms. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^(?:::ffff:|64:ff9b::)(?:0:)?([0-9a-f.:]+)$/i.exec(address);
  if (!match?.[1]) return undefined;
  const tail = match[1];
  if (isIP(tail) === 4) return tail;
  const hextets = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hextets?.[1] || !hextets[2]) return undefined;
  const high = parseInt(hextets[1], 16);
  const low = parseInt(hextets[2], 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address);
  if (family === 0) return 'non_public';
  if (family === 6) {
    const v4 = embeddedIpv4(address.toLowerCase());
    if (v4) return classifyAddress(v4);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return 'loopback';
  if (NON_PUBLIC.check(address, type)) return 'non_public';
  return 'public';
}

export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'loopback' && allowLoopback);
}
