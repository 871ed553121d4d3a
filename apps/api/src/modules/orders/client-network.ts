import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a request comes from, as the purchase limits group new accounts (ADR 051): an IPv4 address
 * as it is, an IPv6 address by its /64 (one home or phone gets a whole /64, so a single address would
 * let one client pose as billions). `ip` is Fastify's `request.ip`, which believes X-Forwarded-For only
 * as far as TRUST_PROXY says. Null when it is not an address at all.
 */
export function clientNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const bare = ip.split('%')[0]!; // a zone id (fe80::1%eth0) names an interface, not a network
  if (!isIPv6(bare)) return null;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
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
