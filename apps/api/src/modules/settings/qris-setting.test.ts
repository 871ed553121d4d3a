import { parseQris } from '@toko/shared/qris';
import { STATIC_QRIS, STATIC_QRIS_NMID } from '@toko/shared/qris.fixtures';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { outbox, shopSettingChanges, shopSettings } from '../../db/schema/index.ts';
import { waitingOrder } from '../orders/orders.fixtures.ts';

// The QRIS in 'Pengaturan Toko' (ADR 071, ADR 062): the owner pastes the printed QRIS's text, it is
// checked as QRIS_PAYLOAD is at start, and the payment pages and messages follow without a restart.

let t: TestContext;
let seeded: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  seeded = await createTestContext({ env: { QRIS_PAYLOAD: STATIC_QRIS } });
});
afterAll(async () => {
  await t.close();
  await seeded.close();
});

const putQris = async (ctx: TestContext, qris_payload: string) =>
  ctx.call({ method: 'PUT', url: '/api/settings', token: await ctx.adminToken(), body: { qris_payload } });
const orderQris = (ctx: TestContext, id: number, token: string) =>
  ctx.call({ method: 'GET', url: `/api/orders/${id}/qris`, token });
/** The printed QRIS with one character of the merchant's name changed: its CRC no longer checks. */
const TYPO = STATIC_QRIS.replace('TOKO FURNITUR', 'TOKO FURNITUB');

describe("QRIS in 'Pengaturan Toko'", () => {
  it('turns QRIS on for the payment page and the instructions once saved, and writes whom it pays', async () => {
    const before = await waitingOrder(t);
    const off = await orderQris(t, before.order.id, before.customer.token);
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('QRIS_NOT_CONFIGURED');

    const saved = await putQris(t, `  ${STATIC_QRIS}\n`);
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data.qris_payload).toBe(STATIC_QRIS);

    const on = await orderQris(t, before.order.id, before.customer.token);
    expect(on.status, on.raw).toBe(200);
    expect(parseQris(on.body.data.payload)).toMatchObject({
      initiation: '12',
      amount: before.order.total_amount,
      nmid: STATIC_QRIS_NMID,
    });

    const [change] = await t.db
      .select()
      .from(shopSettingChanges)
      .where(eq(shopSettingChanges.field, 'qris_payload'));
    expect(change).toMatchObject({
      oldValue: 'Tidak ada',
      newValue: `TOKO FURNITUR INDONESIA, SURABAYA · NMID ${STATIC_QRIS_NMID}`,
    });

    const after = await waitingOrder(t);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'order_created'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail!.subject).toContain(after.order.order_number);
    expect(mail!.text).toContain('Atau bayar dengan QRIS');
  });

  it('refuses a QRIS whose CRC does not check, or text that is no QRIS, naming the field; nothing changes', async () => {
    const before = await t.db.select().from(shopSettings);
    const historyBefore = await t.db.select().from(shopSettingChanges);
    for (const [payload, message] of [
      [TYPO, 'Kode pemeriksa QRIS (CRC) tidak cocok'],
      ['https://example.com/bayar', 'Teks ini bukan QRIS yang dapat dipakai'],
      [STATIC_QRIS.slice(0, 120), 'Teks ini bukan QRIS yang dapat dipakai'],
      [`${STATIC_QRIS}${'0'.repeat(400)}`, 'Teks QRIS paling panjang 512 karakter'],
      [
        `${STATIC_QRIS.slice(0, 20)}\u0000${STATIC_QRIS.slice(21)}`,
        'Teks tidak boleh berisi karakter kontrol',
      ],
    ] as const) {
      const res = await putQris(t, payload);
      expect(res.status, payload).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'qris_payload', message: expect.stringContaining(message) }]);
    }
    expect(await t.db.select().from(shopSettings)).toEqual(before);
    expect(await t.db.select().from(shopSettingChanges)).toEqual(historyBefore);
  });

  it('starts from QRIS_PAYLOAD, and the owner can take QRIS off: the saved value wins', async () => {
    const settings = await seeded.call({
      method: 'GET',
      url: '/api/settings',
      token: await seeded.adminToken(),
    });
    expect(settings.body.data.qris_payload).toBe(STATIC_QRIS);
    const { order, customer } = await waitingOrder(seeded);
    expect((await orderQris(seeded, order.id, customer.token)).status).toBe(200);

    const cleared = await putQris(seeded, '');
    expect(cleared.status, cleared.raw).toBe(200);
    const off = await orderQris(seeded, order.id, customer.token);
    expect(off.status).toBe(404);
    expect(off.body.code).toBe('QRIS_NOT_CONFIGURED');
    const [change] = await seeded.db
      .select()
      .from(shopSettingChanges)
      .where(eq(shopSettingChanges.field, 'qris_payload'));
    expect(change).toMatchObject({ newValue: 'Tidak ada' });
  });
});
