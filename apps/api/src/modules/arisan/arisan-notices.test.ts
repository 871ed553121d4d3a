import { addDays, formatRupiah, todayInShop } from '@toko/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { raceTest } from '../../../test/race.ts';
import { arisanDueReminders, arisans, outbox } from '../../db/schema/index.ts';
import { barangTestContext } from '../arisan-barang/barang.fixtures.ts';
import { remindDuesTomorrow } from './dues-reminders.service.ts';

// The member whose turn is drawn hears of it by email and on the bell, in the draw's transaction
// (docs/decisions/064-outbox-channels.md).

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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

describe("'arisan dues tomorrow'", () => {
  it('reminds once each member with an account whose due of tomorrow is unpaid, and not one who paid', async () => {
    const today = todayInShop();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const group = await b.startedGroup({ members: 3, price: 750_000, startDate: tomorrow });
    const [payer, ...others] = group.customers;
    const paid = await b.admin(
      'POST',
      `/api/arisans/${group.arisan.id}/member/${payer!.memberId}/contribution`,
      {
        amount: group.arisan.contribution_amount,
        cycles: 1,
        payment_date: today,
      },
    );
    expect(paid.status, paid.raw).toBe(201);
    await b.t.db.delete(outbox);

    expect(await remindDuesTomorrow(b.t.db, today)).toBe(2);
    expect(await remindDuesTomorrow(b.t.db, today)).toBe(0);
    const mails = await b.t.db.select().from(outbox).where(eq(outbox.kind, 'arisan_due_tomorrow'));
    expect(mails.map((m) => m.recipient).sort()).toEqual(others.map((c) => c.user.email).sort());
    expect(mails[0]!.subject).toBe(`Iuran ${group.arisan.name} jatuh tempo besok | Toko`);
    expect(mails[0]!.text).toContain('Iuran putaran 1');
    expect(mails[0]!.text).toContain(formatRupiah(group.arisan.contribution_amount));
    const bell = await b.t.call({ method: 'GET', url: '/api/notifications', token: others[0]!.token });
    expect(bell.body.data[0].title).toBe('Iuran jatuh tempo besok');
  });
});

describe("'arisan dues tomorrow' and a transfer under review", () => {
  it('does not remind a member whose transfer for that due waits for the check; a rejection brings it back', async () => {
    const today = todayInShop();
    await b.t.db.delete(arisanDueReminders);
    await b.t.db.update(arisans).set({ status: 'completed' }).where(eq(arisans.status, 'active'));
    const group = await b.startedGroup({ members: 2, price: 500_000, startDate: addDays(today, 1) });
    const [early, late] = group.customers;
    // The early member pays tomorrow's cycle ahead and uploads the proof.
    const transfer = await b.t.call({
      method: 'POST',
      url: `/api/arisan-barang/${group.arisan.id}/transfers`,
      token: early!.token,
      body: { cycles: 1 },
    });
    expect(transfer.status, transfer.raw).toBe(201);
    const { body, headers } = await multipart({
      sender_bank: 'BCA',
      sender_name: 'Budi Santoso',
      proof: { bytes: PDF, filename: 'bukti.pdf', type: 'application/pdf' },
    });
    const uploaded = await b.t.call({
      method: 'POST',
      url: `/api/arisan-barang/transfers/${transfer.body.data.id}/proof`,
      token: early!.token,
      body,
      headers,
    });
    expect(uploaded.status, uploaded.raw).toBe(200);
    await b.t.db.delete(outbox);

    expect(await remindDuesTomorrow(b.t.db, today)).toBe(1);
    const reminded = () =>
      b.t.db
        .select({ recipient: outbox.recipient })
        .from(outbox)
        .where(eq(outbox.kind, 'arisan_due_tomorrow'));
    expect(await reminded()).toEqual([{ recipient: late!.user.email }]);

    const rejected = await b.admin('POST', `/api/arisan-transfers/${transfer.body.data.id}/reject`, {
      reason: 'Bukti tidak terbaca',
    });
    expect(rejected.status, rejected.raw).toBe(200);
    expect(await remindDuesTomorrow(b.t.db, today)).toBe(1);
    expect((await reminded()).map((r) => r.recipient).sort()).toEqual(
      [early!.user.email, late!.user.email].sort(),
    );
  });
});

describe("'arisan dues tomorrow' from two processes", () => {
  async function twoRuns() {
    const today = todayInShop();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await b.t.db.delete(arisanDueReminders);
    await b.t.db.update(arisans).set({ status: 'completed' }).where(eq(arisans.status, 'active'));
    await b.startedGroup({ members: 2, price: 500_000, startDate: tomorrow });
    await b.t.db.delete(outbox);
    await Promise.all([remindDuesTomorrow(b.t.db, today), remindDuesTomorrow(b.t.db, today)]);
    return (await b.t.db.select().from(outbox).where(eq(outbox.kind, 'arisan_due_tomorrow'))).length;
  }

  raceTest(
    'writes one reminder per due when two processes look at the same moment (PostgreSQL)',
    async () => {
      expect(await twoRuns()).toBe(2);
    },
    60_000,
  );

  raceTest(
    'would remind twice without the primary key of arisan_due_reminders (the race test above is real)',
    async () => {
      await b.t.db.execute(sql`alter table arisan_due_reminders drop constraint arisan_due_reminders_pkey`);
      try {
        expect(await twoRuns()).toBe(4);
      } finally {
        await b.t.db.delete(arisanDueReminders);
        await b.t.db.execute(sql`alter table arisan_due_reminders add primary key (due_id)`);
      }
    },
    60_000,
  );
});
