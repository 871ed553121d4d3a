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

/** A pause inside every locked section: long enough that, without the lock, every racer reads before any writes. */
export const WIDE_WINDOW: RaceHooks = {
  insideLock: () => new Promise((resolve) => setTimeout(resolve, 150)),
};

/** Runs `race` with the app's race hooks set, and always clears them afterwards. */
export async function withRaceHooks<T>(hooks: RaceHooks, race: () => Promise<T>): Promise<T> {
  setRaceHooks(hooks);
  try {
    return await race();
  } finally {
    setRaceHooks({});
  }
}
