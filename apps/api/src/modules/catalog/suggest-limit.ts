import { AppError, tryAgainIn } from '../../http/errors.ts';

// The suggestion box's request limit (ADR 076), counted in this process's memory. The shop's other limits
// live in PostgreSQL so that N processes share them (ADR 069): they guard logins, passcodes and sign-ups,
// where a count split over processes would let an attacker N times further. Suggestions are public reads
// of product names; the limit only keeps one client from hammering them, N x the limit is still a bound,
// and a database write per keystroke would cost more than the suggestion it guards (twice the list page's
// time at 100,000 products).

const WINDOW_MS = 60_000;

export function suggestLimiter(max: number) {
  let windowEnds = 0;
  let counts = new Map<string, number>();
  return (client: string, now = Date.now()): void => {
    if (now >= windowEnds) {
      // One window for every client: a new minute forgets them all, so the map never outgrows a minute.
      windowEnds = now + WINDOW_MS;
      counts = new Map();
    }
    const n = (counts.get(client) ?? 0) + 1;
    counts.set(client, n);
    if (n > max) {
      const waitMs = windowEnds - now;
      throw AppError.rateLimited(`Terlalu banyak permintaan saran. ${tryAgainIn(waitMs)}`, waitMs);
    }
  };
}
