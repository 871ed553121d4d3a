import { todayInShop } from '@toko/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { barangTestContext } from '../arisan-barang/barang.fixtures.ts';

// The member whose turn is drawn hears of it by email and on the bell, in the draw's transaction
// (docs/decisions/064-outbox-channels.md).

let b: Awaited<ReturnType<typeof barangTestContext>>;
beforeAll(async () => {
  b = await barangTestContext();
});
afterAll(() => b.t.close());

describe('a drawn turn', () => {
  it('tells the winner, and only the winner, by email and on the bell', async () => {
    const today = todayInShop();
    const group = await b.startedGroup({ members: 3, price: 900_000, startDate: today });
    for (const c of group.customers) {
      const paid = await b.admin(
        'POST',
        `/api/arisans/${group.arisan.id}/member/${c.memberId}/contribution`,
        {
          amount: group.arisan.contribution_amount,
          cycles: 1,
          payment_date: today,
        },
      );
      expect(paid.status, paid.raw).toBe(201);
    }
    await b.t.db.delete(outbox);
    expect((await b.admin('POST', `/api/arisans/${group.arisan.id}/cycles/1/draw`)).status).toBe(200);
    const drawn = await b.admin('POST', `/api/arisans/${group.arisan.id}/cycles/1/draw/run`);
    expect(drawn.status, drawn.raw).toBe(200);
    const winner = group.customers.find((c) => c.memberId === drawn.body.data.winner_member_id)!;

    const mails = await b.t.db.select().from(outbox).where(eq(outbox.kind, 'arisan_drawn'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ userId: winner.user.id, recipient: winner.user.email });
    expect(mails[0]!.subject).toBe(`Selamat, kamu penerima putaran 1 ${group.arisan.name} | Toko`);
    expect(mails[0]!.text).toContain('http://localhost:3000/account/arisan');

    const bell = await b.t.call({ method: 'GET', url: '/api/notifications', token: winner.token });
    expect(bell.body.data.map((n: { title: string }) => n.title)).toContain('Giliran arisan kamu');
    const other = group.customers.find((c) => c.memberId !== winner.memberId)!;
    const otherBell = await b.t.call({ method: 'GET', url: '/api/notifications', token: other.token });
    expect(otherBell.body.data.map((n: { title: string }) => n.title)).not.toContain('Giliran arisan kamu');
  });
});

describe('an arisan that starts', () => {
  it('tells every member with an account, once', async () => {
    const group = await b.startedGroup({ members: 2, price: 600_000 });
    const started = await b.t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'arisan_started'),
          inArray(
            outbox.userId,
            group.customers.map((c) => c.user.id),
          ),
        ),
      );
    expect(started.map((m) => m.recipient).sort()).toEqual(group.customers.map((c) => c.user.email).sort());
    expect(started[0]!.subject).toBe(`Arisan ${group.arisan.name} dimulai | Toko`);
    expect(started[0]!.text).toContain('Iuran pertama jatuh tempo');
    expect(started[0]!.text).toContain('Rp');
    // 'Mulai Arisan' again changes nothing and tells nobody twice.
    await b.start(group.arisan.id);
    const again = await b.t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'arisan_started'),
          inArray(
            outbox.userId,
            group.customers.map((c) => c.user.id),
          ),
        ),
      );
    expect(again).toHaveLength(2);
  });
});
