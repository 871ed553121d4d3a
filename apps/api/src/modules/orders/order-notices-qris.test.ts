import { STATIC_QRIS } from '@toko/shared/qris.fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { outbox } from '../../db/schema/index.ts';
import { waitingOrder } from './orders.fixtures.ts';

// A shop that takes QRIS says so in the payment instructions (its own app: the shop's facts are set once
// per process; order-notices.test.ts shows the mail of a shop without QRIS).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { QRIS_PAYLOAD: STATIC_QRIS } });
});
afterAll(async () => {
  await t.close();
});

describe('payment instructions of a shop with QRIS', () => {
  it('point to the QRIS on the payment page beside the bank accounts', async () => {
    const { order } = await waitingOrder(t);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, 'order_created'));
    expect(mail!.subject).toContain(order.order_number);
    expect(mail!.text).toContain('Atau bayar dengan QRIS');
    expect(mail!.text).toContain('Bank BCA: 1234567890');
  });
});
