import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { orderReturns, orders } from '../../db/schema/index.ts';
import { askedReturn, askReturn, deliveredDaysAgo, deliveredOrder, returnPhoto } from './returns.fixtures.ts';

// 'Pengembalian' (docs/decisions/089-returns-and-refunds.md): the customer asks within the window, the
// owner approves or rejects, and an approved return ends with its refund, restocked if chosen.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('POST /orders/{id}/returns', () => {
  it('takes a request for items of a delivered order with a photo, and shows it on the order', async () => {
    const { customer, order, itemId } = await deliveredOrder(t);
    const before = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}/returns`,
      token: customer.token,
    });
    expect(before.body.eligibility).toMatchObject({
      window_days: 7,
      can_request: true,
      returnable: [{ order_item_id: itemId, quantity: 2 }],
    });

    const res = await askReturn(
      t,
      customer.token,
      order.id,
      { items: [{ order_item_id: itemId, quantity: 2 }] },
      [await returnPhoto('#a33'), await returnPhoto('#33a')],
    );
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data).toMatchObject({
      order_id: order.id,
      order_number: order.orderNumber,
      status: 'requested',
      reason: 'Kaki kursi patah saat paket dibuka',
      items: [{ order_item_id: itemId, quantity: 2, price: 400_000 }],
      refund: null,
      refundable: order.totalAmount,
    });
    expect(res.body.data.photo_ids).toHaveLength(2);

    const after = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}/returns`,
      token: customer.token,
    });
    expect(after.body.data.map((r: { id: number }) => r.id)).toEqual([res.body.data.id]);
    expect(after.body.eligibility.can_request).toBe(false);
    // The photo is a re-encoded JPEG, for the customer and the owner; nobody else finds it.
    const url = `/api/returns/${res.body.data.id}/photos/${res.body.data.photo_ids[0]}`;
    const own = await t.call({ method: 'GET', url, token: customer.token });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect((await t.call({ method: 'GET', url, token: await t.adminToken() })).status).toBe(200);
    const stranger = await t.registerCustomer();
    expect((await t.call({ method: 'GET', url, token: stranger.token })).status).toBe(404);
  });

  it('refuses a second request while one is open, and more units than are left', async () => {
    const { customer, order, itemId } = await askedReturn(t);
    const again = await askReturn(
      t,
      customer.token,
      order.id,
      { items: [{ order_item_id: itemId, quantity: 1 }] },
      [await returnPhoto()],
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Pesanan ini sudah punya pengajuan pengembalian yang sedang diproses');

    const other = await deliveredOrder(t, 1);
    const tooMany = await askReturn(
      t,
      other.customer.token,
      other.order.id,
      { items: [{ order_item_id: other.itemId, quantity: 2 }] },
      [await returnPhoto()],
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/hanya bisa dikembalikan paling banyak 1$/);
  });

  it('refuses an order not delivered, past the window, or with returns off', async () => {
    const late = await deliveredOrder(t);
    await deliveredDaysAgo(t, late.order.id, 8);
    const res = await askReturn(
      t,
      late.customer.token,
      late.order.id,
      { items: [{ order_item_id: late.itemId, quantity: 1 }] },
      [await returnPhoto()],
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Batas pengajuan pengembalian sudah lewat (7 hari setelah pesanan sampai)');

    // The owner widens the window to 10 days: the same order may ask again.
    const admin = await t.adminToken();
    expect(
      (await t.call({ method: 'PUT', url: '/api/settings', token: admin, body: { return_window_days: 10 } }))
        .status,
    ).toBe(200);
    const widened = await askReturn(
      t,
      late.customer.token,
      late.order.id,
      { items: [{ order_item_id: late.itemId, quantity: 1 }] },
      [await returnPhoto()],
    );
    expect(widened.status).toBe(201);

    expect(
      (await t.call({ method: 'PUT', url: '/api/settings', token: admin, body: { return_window_days: 0 } }))
        .status,
    ).toBe(200);
    const off = await deliveredOrder(t);
    const refused = await askReturn(
      t,
      off.customer.token,
      off.order.id,
      { items: [{ order_item_id: off.itemId, quantity: 1 }] },
      [await returnPhoto()],
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Toko tidak menerima pengembalian');
    await t.call({ method: 'PUT', url: '/api/settings', token: admin, body: { return_window_days: 7 } });

    const { order: shippedOrder, customer, itemId } = await deliveredOrder(t);
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shippedOrder.id));
    const notYet = await askReturn(
      t,
      customer.token,
      shippedOrder.id,
      { items: [{ order_item_id: itemId, quantity: 1 }] },
      [await returnPhoto()],
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('Pengembalian hanya bisa diajukan untuk pesanan yang sudah sampai');
  });

  it.each([
    ['no photo', {}, [], 400, 'Lampirkan 1 sampai 3 foto barang'],
    [
      'an SVG named .png',
      {},
      [
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          filename: 'a.png',
          type: 'image/png',
        },
      ],
      415,
      undefined,
    ],
    [
      'a short reason',
      { reason: 'rusak' },
      ['photo'],
      400,
      'Ceritakan alasan pengembalian (minimal 10 huruf)',
    ],
    ['a NUL byte in the reason', { reason: 'Kaki patah\u0000 sekali ya' }, ['photo'], 400, undefined],
    ['items that are not JSON', { items: 'kursi' }, ['photo'], 400, 'Pilih barang yang dikembalikan'],
    [
      'an item of another order',
      { items: [{ order_item_id: 999_999, quantity: 1 }] },
      ['photo'],
      400,
      'Barang yang dipilih tidak ada di pesanan ini',
    ],
    ['a quantity past 2^53', { items: 'BIG' }, ['photo'], 400, undefined],
  ] as const)(
    'answers %s with %i, in Indonesian, and writes nothing',
    async (_, fields, files, status, message) => {
      const { customer, order, itemId } = await deliveredOrder(t);
      const items =
        'items' in fields
          ? fields.items === 'BIG'
            ? `[{"order_item_id":${itemId},"quantity":9007199254740993}]`
            : fields.items
          : [{ order_item_id: itemId, quantity: 1 }];
      const parts = await Promise.all(files.map(async (f) => (f === 'photo' ? returnPhoto() : f)));
      const res = await askReturn(
        t,
        customer.token,
        order.id,
        { reason: 'reason' in fields ? fields.reason : undefined, items },
        parts,
      );
      expect(res.status, res.raw).toBe(status);
      if (message) expect(res.body.message).toBe(message);
      expect(await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id))).toEqual([]);
    },
  );

  it("answers 404 for another customer's order and 403 to the owner, who does not shop", async () => {
    const { order, itemId } = await deliveredOrder(t);
    const stranger = await t.registerCustomer();
    const res = await askReturn(
      t,
      stranger.token,
      order.id,
      { items: [{ order_item_id: itemId, quantity: 1 }] },
      [await returnPhoto()],
    );
    expect(res.status).toBe(404);
    const list = await t.call({
      method: 'GET',
      url: `/api/orders/${order.id}/returns`,
      token: stranger.token,
    });
    expect(list.status).toBe(404);
    const owner = await askReturn(
      t,
      await t.adminToken(),
      order.id,
      { items: [{ order_item_id: itemId, quantity: 1 }] },
      [await returnPhoto()],
    );
    expect(owner.status).toBe(403);
  });
});
