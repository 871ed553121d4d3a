import { cycleDate, todayInShop, verifyDraw } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arisanTestContext } from './arisan.fixtures.ts';
import { SELF_CHECK_LIMITS } from './self-check.service.ts';

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  // One proxy hop is believed, so each test call can come from its own address.
  t = await arisanTestContext({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.ctx.close());

const today = todayInShop();
let ipSeq = 0;
/** A public call from its own address (the per-IP limit is tested on purpose, not by accident). */
const check = (body: unknown, ip = `10.0.0.${++ipSeq}`) =>
  t.ctx.call({ method: 'POST', url: '/api/arisan/cek', body, headers: { 'x-forwarded-for': ip } });

describe('/arisan/cek: a member checks their own standing', () => {
  it('answers paid and owed cycles, the receiving cycle and verifiable draw proofs, without an account', async () => {
    const start = cycleDate(today, 'monthly', -1);
    const { arisan, members: people } = await t.createArisan({ members: 2, duration: 3, startDate: start });
    const phones = ['081234560001', '081234560002'];
    for (const [i, p] of people.entries()) {
      await t.api('PUT', `/api/members/${p.id}`, { name: p.name, phone: phones[i] });
    }
    expect((await t.pay(arisan.id, people[0]!.id, 2, 200_000, today)).status).toBe(201);
    await t.api('POST', `/api/arisans/${arisan.id}/cycles/2/draw`);
    expect((await t.api('POST', `/api/arisans/${arisan.id}/cycles/2/draw/run`)).status).toBe(200);

    const mine = await check({ passcode: people[0]!.passcode.toLowerCase(), phone_last4: '0001' });
    expect(mine.status, mine.raw).toBe(200);
    const standing = mine.body.data.arisans.find((a: { id: number }) => a.id === arisan.id);
    expect(standing).toMatchObject({
      paid_cycles: 2,
      due_cycles: 0,
      remaining_cycles: 1,
      receiving: { cycle: 2, received_date: today, method: 'draw' },
    });
    expect(standing.draws).toHaveLength(1);
    expect(verifyDraw(standing.draws[0])).toBe(true);
    // The organiser's draw names the unpaid member left out; a member checking by passcode never sees
    // another member's payment record.
    const drawn = (await t.api('GET', `/api/arisans/${arisan.id}/draws`)).body.data;
    expect(drawn[0].excluded).toEqual([expect.objectContaining({ member_id: people[1]!.id })]);
    expect(standing.draws[0].excluded).toEqual([]);
    expect(mine.raw).not.toContain('Belum lunas');

    const other = (await check({ passcode: people[1]!.passcode, phone_last4: '0002' })).body.data.arisans[0];
    expect(other).toMatchObject({ paid_cycles: 0, due_cycles: 2, due_amount: 200_000, receiving: null });
  });

  it('says only "not found" for a wrong passcode or wrong digits, and refuses bad input', async () => {
    const member = await t.createMember({ phone: '081299998888' });
    const wrongDigits = await check({ passcode: member.passcode, phone_last4: '1234' });
    const wrongCode = await check({ passcode: 'ZZZZ9999', phone_last4: '8888' });
    expect(wrongDigits.status).toBe(404);
    expect(wrongCode.status).toBe(404);
    expect(wrongDigits.body).toEqual(wrongCode.body);
    expect((await check({ passcode: member.passcode, phone_last4: '88' })).status).toBe(400);
    expect((await check({ passcode: member.passcode, phone_last4: '8888', extra: 1 })).status).toBe(400);
  });

  it('limits attempts per passcode and per IP, in the database', async () => {
    const member = await t.createMember({ phone: '081277776666' });
    for (let i = 0; i < SELF_CHECK_LIMITS.perPasscode; i++) {
      expect((await check({ passcode: member.passcode, phone_last4: String(1000 + i) })).status).toBe(404);
    }
    // Even the right digits, from a new address, wait until the window passes.
    const locked = await check({ passcode: member.passcode, phone_last4: '6666' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      message: 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.',
      code: 'RATE_LIMITED',
    });
    // Retry-After: when the oldest attempt leaves the 15-minute window.
    const window = SELF_CHECK_LIMITS.windowMinutes * 60;
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(window - 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(window);

    const ip = '10.9.9.9';
    for (let i = 0; i < SELF_CHECK_LIMITS.perIp; i++) {
      expect((await check({ passcode: `QQQQ${1000 + i}`, phone_last4: '0000' }, ip)).status).toBe(404);
    }
    const byIp = await check({ passcode: 'QQQQ5555', phone_last4: '0000' }, ip);
    expect(byIp.status).toBe(429);
    expect(Number(byIp.headers['retry-after'])).toBeGreaterThan(window - 60);
    expect((await check({ passcode: 'QQQQ5555', phone_last4: '0000' }, '10.9.9.10')).status).toBe(404);
  });
});
