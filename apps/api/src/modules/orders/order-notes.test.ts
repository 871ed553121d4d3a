import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { orderNotes } from '../../db/schema/index.ts';
import { waitingOrder } from './orders.fixtures.ts';

// Internal notes on an order (issue 'back office'), on PGlite and PostgreSQL: the owner adds and reads
// them with author and time; the customer never reaches them; bad input changes nothing.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const notesOf = async (orderId: number) =>
  t.db.select({ body: orderNotes.body }).from(orderNotes).where(eq(orderNotes.orderId, orderId));

describe('order notes', () => {
  it('adds notes with author and time, listed oldest first, by id or order number', async () => {
    const { order } = await waitingOrder(t);
    const first = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/notes`,
      token: admin,
      body: { body: '  Pembeli minta dikirim hari Senin.\nTelepon dulu sebelum antar.  ' },
    });
    expect(first.status, first.raw).toBe(201);
    expect(first.body.data).toMatchObject({
      body: 'Pembeli minta dikirim hari Senin.\nTelepon dulu sebelum antar.',
      author: { fullname: 'Admin Toko' },
    });
    expect(Date.parse(first.body.data.created_at)).toBeGreaterThan(Date.now() - 60_000);
    await t.call({
      method: 'POST',
      url: `/api/orders/${order.order_number}/notes`,
      token: admin,
      body: { body: 'Kaki meja diganti warna walnut.' },
    });
    const list = await t.call({
      method: 'GET',
      url: `/api/orders/${order.order_number}/notes`,
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((n: { body: string }) => n.body)).toEqual([
      'Pembeli minta dikirim hari Senin.\nTelepon dulu sebelum antar.',
      'Kaki meja diganti warna walnut.',
    ]);
  });

  it('keeps them from the customer: 403 on their own order, and the order they read carries no note', async () => {
    const { order, customer } = await waitingOrder(t);
    await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/notes`,
      token: admin,
      body: { body: 'Rahasia toko' },
    });
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.call({
        method,
        url: `/api/orders/${order.id}/notes`,
        token: customer.token,
        ...(method === 'POST' ? { body: { body: 'Halo' } } : {}),
      });
      expect(res.status).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: `/api/orders/${order.id}/notes` })).status).toBe(401);
    const own = await t.call({ method: 'GET', url: `/api/orders/${order.id}`, token: customer.token });
    expect(own.status).toBe(200);
    expect(own.raw).not.toContain('Rahasia toko');
    expect(await notesOf(order.id)).toHaveLength(1);
  });

  it('refuses an empty note, a NUL byte, a note past 1000 characters, an unknown order and an id past 2^53', async () => {
    const { order } = await waitingOrder(t);
    const post = (ref: string | number, body: unknown) =>
      t.call({ method: 'POST', url: `/api/orders/${ref}/notes`, token: admin, body });
    const empty = await post(order.id, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'body', message: 'Catatan wajib diisi' }]);
    const nul = await post(order.id, { body: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.errors[0].message).toBe('Teks tidak boleh berisi karakter kontrol');
    const long = await post(order.id, { body: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ path: 'body', message: 'Catatan maksimal 1000 karakter' }]);
    expect((await post(order.id, { body: 'ok', extra: 1 })).status).toBe(400);
    expect((await post(2_000_000_000, { body: 'Catatan' })).status).toBe(404);
    expect((await post('9007199254740993', { body: 'Catatan' })).status).toBe(400);
    expect(await notesOf(order.id)).toEqual([]);
  });
});
