import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a request comes from, as the purchase limits group new accounts (ADR 051): an IPv4 address
 * as it is, an IPv6 address by its /64 (one home or phone gets a whole /64, so a single address would
 * let one client pose as billions). `ip` is Fastify's `request.ip`, which believes X-Forwarded-For only
 * as far as TRUST_PROXY says.
 *
 * Null, so that no network is shared, for what is not an address and for the addresses a client on the
 * internet never has: loopback, private (RFC 1918, fc00::/7) and link-local. Seeing one means a proxy
 * on the same host or network whose X-Forwarded-For is not believed (TRUST_PROXY unset); every shopper
 * would then look like one, and the shop would hold all new customers together to one shopper's limit.
 */
export function clientNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped && isIPv4(mapped[1]!) ? mapped[1]! : isIPv4(ip) ? ip : null;
  if (v4) return isInternalIPv4(v4) ? null : v4;
  const bare = ip.split('%')[0]!; // a zone id (fe80::1%eth0) names an interface, not a network
  if (!isIPv6(bare)) return null;
  const groups = expandIPv6(bare);
  return isInternalIPv6(groups) ? null : `${groups.slice(0, 4).join(':')}::/64`;
}

function isInternalIPv4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isInternalIPv6(groups: string[]): boolean {
  const first = Number.parseInt(groups[0]!, 16);
  const loopback = groups.slice(0, 7).every((g) => g === '0000') && groups[7] === '0001';
  // fc00::/7 unique local, fe80::/10 link-local
  return loopback || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** The eight groups of an IPv6 address, each as 4 lower-case hex digits. */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing dotted quad (::1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.padStart(4, '0'));
}
