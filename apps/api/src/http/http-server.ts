import http from 'node:http';
import net from 'node:net';
import type { Config } from '../config.ts';

/**
 * The HTTP server with the shop's limits on connections and time (docs/security.md, ADR 048):
 * - a request whose headers and body have not arrived within REQUEST_TIMEOUT_MS is answered 408 and
 *   closed (a body sent a byte at a time cannot hold a socket for ever);
 * - idle keep-alive sockets close after KEEP_ALIVE_TIMEOUT_MS;
 * - a socket that sends nothing at all is closed after FIRST_BYTE_TIMEOUT_MS;
 * - one client address holds at most MAX_CONNECTIONS_PER_ADDRESS sockets (an IPv6 client: its /64), so
 *   one client cannot take the MAX_CONNECTIONS of the process (beyond which new sockets are refused at
 *   once) from everyone else. Behind a proxy (TRUST_PROXY > 0) every socket is the proxy's, so the cap
 *   per address is the proxy's job there.
 */
export function createHttpServer(
  limits: Config['http'],
  trustProxy: number,
  handler: http.RequestListener,
): http.Server {
  // How often the limits below are checked: often enough for short limits to hold.
  const checkEvery = Math.min(1000, limits.requestTimeoutMs);
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkEvery,
    },
    handler,
  );
  // A silent socket is dropped without an answer, so that drop must come well after the check that
  // answers 408: a late request is found up to one interval after its limit, later on a busy machine.
  // At twice the limit the two met (REQUEST_TIMEOUT_MS 1 s: both at 2 s), and the 408 was sometimes lost.
  server.setTimeout(limits.requestTimeoutMs * 2 + checkEvery * 2);
  server.maxConnections = limits.maxConnections;

  const perAddress = trustProxy > 0 ? undefined : new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    if (perAddress) {
      const key = addressKey(socket.remoteAddress);
      const open = perAddress.get(key) ?? 0;
      if (open >= limits.maxConnectionsPerAddress) {
        socket.destroy();
        return;
      }
      perAddress.set(key, open + 1);
      socket.once('close', () => {
        const left = (perAddress.get(key) ?? 1) - 1;
        if (left > 0) perAddress.set(key, left);
        else perAddress.delete(key);
      });
    }
    // Node's own request timers start with the first byte of a request; before it a socket is only
    // dropped by the idle timeout above, a minute later. bytesRead counts what the parser has read.
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, limits.firstByteTimeoutMs);
    socket.once('close', () => clearTimeout(silent));
  });
  return server;
}

/**
 * The client a socket belongs to for the cap: its IPv4 address (also when written IPv4-mapped,
 * `::ffff:1.2.3.4`), or the /64 of an IPv6 address, since one subscriber usually holds a whole /64.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return '';
  if (address.startsWith('::ffff:') && net.isIPv4(address.slice(7))) return address.slice(7);
  if (!net.isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
