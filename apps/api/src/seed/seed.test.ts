import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { createProduct } from '../modules/orders/orders.fixtures.ts';
import { DEMO_BARANG, DEMO_CUSTOMER, seedArisanBarang } from './index.ts';

// The demo's arisan barang alone, on a product of its own (the whole demo seed and its pictures:
// demo-pictures.test.ts; the e2e suite starts on it).
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the demo arisan barang', () => {
  it("is open on its sofa's page with 7 of 10 seats taken, and a demo member sees their seat", async () => {
    const sofa = await createProduct(t.db, { name: DEMO_BARANG.product, price: 4_750_000, stock: 18 });
    const hash = await hashPassword(DEMO_CUSTOMER.password);
    await t.db.transaction((tx) => seedArisanBarang(tx, hash));

    const visitor = await t.call({ method: 'GET', url: `/api/arisan-barang?product_id=${sofa.id}` });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toHaveLength(1);
    expect(visitor.body.data[0]).toMatchObject({
      name: `Arisan ${DEMO_BARANG.product} (10 orang)`,
      state: 'open',
      members: 10,
      members_joined: 7,
      saving_type: 'monthly',
      start_when_full: true,
      item_price: 4_750_000,
      contribution_amount: 475_000,
      joined: false,
    });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: DEMO_BARANG.joined[0][1], password: DEMO_CUSTOMER.password },
    });
    expect(login.status, login.raw).toBe(200);
    const member = await t.call({
      method: 'GET',
      url: `/api/arisan-barang?product_id=${sofa.id}`,
      token: login.body.token,
    });
    expect(member.body.data[0].joined).toBe(true);
  });
});
