import { it } from 'vitest';
import { type RaceHooks, setRaceHooks } from '../src/db/race.ts';
import { TEST_DB_KIND } from './db.ts';

/**
 * Race tests run on PostgreSQL only: PGlite runs one transaction at a time, so a race there passes even
 * with its lock removed and proves nothing (docs/decisions/010-race-tests.md).
 */
export const NO_REAL_CONCURRENCY = TEST_DB_KIND === 'pglite';

const SKIPPED_ON_PGLITE = 'race test: PGlite runs one transaction at a time, so it runs on PostgreSQL only';

/**
 * A race test: run on PostgreSQL, skipped on PGlite with the reason shown in the test report (never
 * passed there without running).
 */
export function raceTest(name: string, body: () => Promise<void>, timeout?: number): void {
  it(
    name,
    async (ctx) => {
      ctx.skip(NO_REAL_CONCURRENCY, SKIPPED_ON_PGLITE);
      await body();
    },
    timeout,
  );
}

const QUIET_MS = 150;
const LONGEST_HOLD_MS = 3_000;
/**
 * How long `allInside` waits for the last racer: long, because a racer that arrives after it runs alone
 * and the twin sees no race. A full suite on 2 busy cores took the second request past 3 s once.
 */
const ALL_INSIDE_MAX_MS = 15_000;
let held: (() => void)[] = [];
let firstHeldAt = 0;
let quietTimer: NodeJS.Timeout | undefined;

function releaseHeld() {
  clearTimeout(quietTimer);
  const racers = held;
  held = [];
  for (const go of racers) go();
}

/**
 * A pause inside every locked section, so that without the lock every racer reads before any writes.
 * Racers inside are held together until none has arrived for 150 ms: a racer slowed on a busy machine
 * still joins the others (a fixed 150 ms each let one through before the last had read, and a lock-off
 * twin then passed by luck). With the lock taken only one racer is ever inside, which waits 150 ms; a
 * group is never held longer than 3 s.
 */
export const WIDE_WINDOW: RaceHooks = {
  insideLock: () =>
    new Promise<void>((resolve) => {
      if (held.length === 0) firstHeldAt = Date.now();
      held.push(resolve);
      clearTimeout(quietTimer);
      const wait = Math.min(QUIET_MS, firstHeldAt + LONGEST_HOLD_MS - Date.now());
      quietTimer = setTimeout(releaseHeld, Math.max(0, wait));
    }),
};

/**
 * For a lock-off twin that knows how many racers it sends: holds each until all `racers` are inside (or
 * 3 s passed). The quiet window above let one racer of two through alone when the second took more than
 * 150 ms to arrive on a loaded machine, and the twin then saw no race.
 */
export function allInside(racers: number): RaceHooks {
  let waiting: (() => void)[] = [];
  return {
    insideLock: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        const go = () => {
          const all = waiting;
          waiting = [];
          for (const g of all) g();
        };
        if (waiting.length >= racers) go();
        else setTimeout(go, ALL_INSIDE_MAX_MS);
      }),
  };
}

/** Runs `race` with the app's race hooks set, and always clears them afterwards. */
export async function withRaceHooks<T>(hooks: RaceHooks, race: () => Promise<T>): Promise<T> {
  setRaceHooks(hooks);
  try {
    return await race();
  } finally {
    setRaceHooks({});
  }
}
