// The address ranges a server must not call on a user's behalf: its own machine, the networks
// behind it and addresses that are not one host. net.BlockList matches IPv4-mapped IPv6
// addresses (::ffff:127.0.0.1) against the IPv4 ranges too.
import { BlockList, isIP } from 'node:net';

const RANGES: ReadonlyArray<[string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['64:ff9b:1::', 48, 'ipv6', 'private'],
  ['fc00::', 7, 'ipv6', 'unique-local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const lists = RANGES.map(([network, prefix, type, kind]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, type);
  return { list, kind };
});

/**
 * The kind of non-public range `address` (an IP literal) falls in ("loopback", "private", …), or
 * null for a public address. Anything that is not an IP literal counts as blocked.
 */
export function blockedRange(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address: judge the one inside.
  const embedded = family === 6 ? embeddedIpv4(address) : null;
  if (embedded) return blockedRange(embedded);
  return lists.find(({ list }) => list.check(address, type))?.kind ?? null;
}

function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const nat64 = /^64:ff9b::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const dotted = /^64:ff9b::(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(lower);
  const pair = nat64 ?? sixToFour;
  if (!pair) return null;
  const high = parseInt(pair[1], 16);
  const low = parseInt(pair[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
