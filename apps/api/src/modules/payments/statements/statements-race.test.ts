import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../../test/race.ts';
import {
  day,
  decisionsOf,
  mutationCount,
  orderWaitingFor,
  plainCsv,
  uploadStatement,
} from './statements.fixtures.ts';

// Two imports of one statement at once (docs/decisions/010-race-tests.md, 061-statement-matching.md): the
// imports' lock makes the second read every line as already read. Each import pauses after reading
// which lines are new and which payments are open, before it approves and records anything.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

async function statementOfTwoOrders(base: number) {
  const a = await orderWaitingFor(t, base + 1);
  const b = await orderWaitingFor(t, base + 2);
  const file = plainCsv([
    [day(0), 'TRSF E-BANKING CR ANI', base + 1],
    [day(0), 'TRSF E-BANKING CR BAMBANG', base + 2],
  ]);
  return { a, b, file };
}

describe('two imports of one statement at once', () => {
  // The order's own row lock ('orders.order', ADR 060) is switched off here, so nothing but the imports'
  // lock stands between the two imports.
  raceTest(
    "approve each payment once and tell the second import the lines were already read, by the imports' lock alone (PostgreSQL)",
    async () => {
      const { a, b, file } = await statementOfTwoOrders(9_100_000);
      const before = await mutationCount(t);
      const answers = await withRaceHooks({ ...WIDE_WINDOW, unlocked: ['orders.order'] }, () =>
        Promise.all([uploadStatement(t, file), uploadStatement(t, file)]),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const summary = answers
        .map((r) => [r.body.data.matched, r.body.data.already_matched, r.body.data.ambiguous.length])
        .sort();
      expect(summary).toEqual([
        [0, 2, 0],
        [2, 0, 0],
      ]);
      expect(await decisionsOf(t, 'order', a.id)).toHaveLength(1);
      expect(await decisionsOf(t, 'order', b.id)).toHaveLength(1);
      expect(await mutationCount(t)).toBe(before + 2);
    },
    30_000,
  );

  raceTest(
    "would approve a payment twice without the imports' lock (the race test above is real)",
    async () => {
      const { a, b, file } = await statementOfTwoOrders(9_200_000);
      const answers = await withRaceHooks(
        { ...WIDE_WINDOW, unlocked: ['orders.order', 'payments.statement'] },
        () => Promise.all([uploadStatement(t, file), uploadStatement(t, file)]),
      );
      // Both read both lines as new and both orders open: the first order, which both reach together, is
      // approved by each (two decisions, two history entries); the second import reaches the second
      // order only once the first has committed, and finds it paid.
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers.map((r) => r.body.data.already_matched)).toEqual([0, 0]);
      expect(answers.map((r) => r.body.data.matched).sort()).toEqual([1, 2]);
      expect(await decisionsOf(t, 'order', a.id)).toHaveLength(2);
      expect(await decisionsOf(t, 'order', b.id)).toHaveLength(1);
    },
    30_000,
  );

  raceTest(
    "with the order lock but without the imports' lock, both read the lines as new and the loser reports the paid orders as conflicts",
    async () => {
      const { a, b, file } = await statementOfTwoOrders(9_300_000);
      const answers = await withRaceHooks({ ...WIDE_WINDOW, unlocked: ['payments.statement'] }, () =>
        Promise.all([uploadStatement(t, file), uploadStatement(t, file)]),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      // Neither import saw the other's lines: nothing is "already read", and the loser tells the owner that
      // two payments it just found open were decided by someone else.
      expect(answers.map((r) => r.body.data.already_matched)).toEqual([0, 0]);
      const loser = answers.find((r) => r.body.data.matched === 0)!;
      expect(loser.body.data.ambiguous.map((x: { reason: string }) => x.reason)).toEqual([
        'decided',
        'decided',
      ]);
      expect(await decisionsOf(t, 'order', a.id)).toHaveLength(1);
      expect(await decisionsOf(t, 'order', b.id)).toHaveLength(1);
    },
    30_000,
  );
});
