import { formatRupiah, formatShopDateTime } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { raceTest } from '../../../test/race.ts';
import { startTestSmtpServer } from '../../../test/smtp.ts';
import { orders, outbox, paymentReminders, products } from '../../db/schema/index.ts';
import { type MailTransport, sendDueMessages, smtpTransport } from '../notifications/index.ts';
import { expireOverdueOrders } from './order-expiry.service.ts';
import { remindDueOrders } from './order-reminders.service.ts';
import { checkout, createProduct, customerWithCart, waitingOrder } from './orders.fixtures.ts';

// Each step of an order writes its message into the outbox in the step's own transaction
// (docs/decisions/064-outbox-channels.md); the mails are read back from a real SMTP server.

let t: TestContext;
let admin: string;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let send: MailTransport & { close(): void };
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  send = smtpTransport(smtp.url, 'Toko <no-reply@toko.test>');
  t = await createTestContext({ env: { PUBLIC_URL: 'https://toko.example.com/' } });
  admin = await t.adminToken();
});
afterAll(async () => {
  send.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.delete(outbox);
  smtp.received.length = 0;
});

async function deliver() {
  await sendDueMessages(t.db, send, { maxAttempts: 3 });
  return [...smtp.received];
}
const kinds = async () =>
  (await t.db.select({ kind: outbox.kind }).from(outbox).orderBy(outbox.id)).map((r) => r.kind);
const setStatus = (id: number, body: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/orders/${id}/status`, token: admin, body });

describe('messages of an order', () => {
  it('mails the payment instructions at checkout: exact amount with Kode Unik, the bank accounts, the deadline in WIB', async () => {
    const { customer, order } = await waitingOrder(t, [
      { productId: (await createProduct(t.db, { price: 2_500_000, stock: 3 })).id, quantity: 1 },
    ]);
    expect(order.unique_code).toBeGreaterThan(0);
    const [mail] = await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(mail!.to).toEqual([customer.user.email]);
    expect(mail!.subject).toBe(`Instruksi pembayaran pesanan ${order.order_number} | Toko`);
    const total = formatRupiah(2_500_000 + order.unique_code);
    expect(order.total_amount).toBe(2_500_000 + order.unique_code);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(order.order_number);
      expect(part).toContain(total);
      expect(part).toContain(`Kode Unik`);
      expect(part).toContain(String(order.unique_code));
      expect(part).toContain('1234567890'); // BCA
      expect(part).toContain('0987654321'); // BNI
      expect(part).toContain('1122334455'); // Mandiri
      expect(part).toContain('PT Toko Furnitur Indonesia');
    }
    expect(mail!.text).toContain(`Halo ${customer.user.fullname},`);
    expect(mail!.text).toContain(`Batas pembayaran: ${formatShopDateTime(new Date(order.payment_due_at))}`);
    expect(mail!.text).toMatch(/Batas pembayaran: \d{2} \w+ \d{4} - \d{2}:\d{2} WIB/);
    expect(mail!.text).toContain(
      `Buka halaman pembayaran: https://toko.example.com/cart/order-payment/${order.order_number}`,
    );
    expect(mail!.text).toContain('WhatsApp: +6281234567890');
    expect(mail!.text).not.toContain('QRIS');
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ kind: 'order_created', userId: customer.user.id, status: 'sent' });
  });

  it('writes no message when the checkout fails', async () => {
    const product = await createProduct(t.db, { stock: 1 });
    const customer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
    // Sold out between adding to the cart and paying: the checkout is refused and nothing is written.
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const res = await checkout(t, customer);
    expect(res.status).toBe(409);
    expect(await kinds()).toEqual([]);
  });

  it('mails payment approved, shipped with courier, resi and tracking link, then delivered', async () => {
    const { customer, order } = await waitingOrder(t);
    await t.db.delete(outbox);
    expect((await setStatus(order.id, { payment_status: 'paid' })).status).toBe(200);
    const ship = await setStatus(order.id, {
      status: 'shipped',
      courier: 'sicepat',
      tracking_number: '004123456789',
    });
    expect(ship.status, ship.raw).toBe(200);
    expect((await setStatus(order.id, { status: 'delivered' })).status).toBe(200);
    expect(await kinds()).toEqual(['payment_approved', 'order_shipped', 'order_delivered']);

    const [approved, shipped, delivered] = await deliver();
    expect(approved!.subject).toBe(`Pembayaran diterima: pesanan ${order.order_number} | Toko`);
    expect(approved!.text).toContain(
      `Pembayaran ${formatRupiah(order.total_amount)} untuk pesanan ${order.order_number}`,
    );
    expect(approved!.text).toContain(`https://toko.example.com/account/transactions/${order.id}`);
    expect(shipped!.to).toEqual([customer.user.email]);
    expect(shipped!.subject).toBe(`Pesanan ${order.order_number} sedang dikirim | Toko`);
    expect(shipped!.text).toContain('Kurir: SiCepat');
    expect(shipped!.text).toContain('Nomor Resi: 004123456789');
    expect(shipped!.text).toContain('Lacak paket: https://www.sicepat.com/checkAwb/004123456789');
    expect(shipped!.html).toContain('004123456789');
    expect(delivered!.subject).toBe(`Pesanan ${order.order_number} sudah sampai | Toko`);
  });

  it('says where to paste the resi when the courier page does not read it from the link', async () => {
    const { order } = await waitingOrder(t);
    await setStatus(order.id, { payment_status: 'paid' });
    await setStatus(order.id, { status: 'shipped', courier: 'jne', tracking_number: 'JP1234567890' });
    const shipped = (await deliver()).find((m) => m.subject.includes('sedang dikirim'));
    expect(shipped!.text).toContain('Lacak paket: https://www.jne.co.id/tracking-package');
    expect(shipped!.text).toContain('Salin Nomor Resi JP1234567890');
  });

  it('mails a rejected proof with its reason, and writes nothing for a change the transition table refuses', async () => {
    const { customer, order } = await waitingOrder(t);
    const { body, headers } = await multipart({
      sender_bank: 'BCA',
      sender_name: 'Budi Santoso',
      proof: { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'bukti.pdf', type: 'application/pdf' },
    });
    const up = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/payment-proof`,
      token: customer.token,
      body,
      headers,
    });
    expect(up.status, up.raw).toBe(200);
    await t.db.delete(outbox);
    const rejected = await t.call({
      method: 'POST',
      url: `/api/orders/${order.id}/reject-payment`,
      token: admin,
      body: { reason: 'Nominal tidak sesuai' },
    });
    expect(rejected.status, rejected.raw).toBe(200);
    const refused = await setStatus(order.id, { status: 'delivered' });
    expect(refused.status).toBe(409);
    expect(await kinds()).toEqual(['payment_rejected']);
    const [mail] = await deliver();
    expect(mail!.subject).toBe(`Bukti transfer ditolak: pesanan ${order.order_number} | Toko`);
    expect(mail!.text).toContain('Alasan: Nominal tidak sesuai');
    expect(mail!.text).toContain(`https://toko.example.com/cart/order-payment/${order.order_number}`);
  });

  it('mails a cancellation with its reason, and an expiry as its own message', async () => {
    const cancelled = await waitingOrder(t);
    const expired = await waitingOrder(t);
    await t.db.delete(outbox);
    const res = await t.call({
      method: 'PUT',
      url: `/api/orders/${cancelled.order.id}/cancel`,
      token: cancelled.customer.token,
    });
    expect(res.status, res.raw).toBe(200);
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 3 * 24 * 3_600_000) })
      .where(eq(orders.id, expired.order.id));
    expect(await expireOverdueOrders(t.db, 0)).toBeGreaterThanOrEqual(1);
    const mails = await deliver();
    const cancelMail = mails.find((m) => m.to[0] === cancelled.customer.user.email)!;
    expect(cancelMail.subject).toBe(`Pesanan ${cancelled.order.order_number} dibatalkan | Toko`);
    expect(cancelMail.text).toContain('Alasan: Pesanan dibatalkan oleh pelanggan');
    const expiryMail = mails.find((m) => m.to[0] === expired.customer.user.email)!;
    expect(expiryMail.subject).toBe(`Waktu pembayaran habis: pesanan ${expired.order.order_number} | Toko`);
    expect(expiryMail.text).toContain(formatRupiah(expired.order.total_amount));
  });
});

describe("the 'deadline in 3 hours' reminder", () => {
  const dueIn = (orderId: number, ms: number) =>
    t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() + ms) })
      .where(eq(orders.id, orderId));
  const HOUR = 3_600_000;
  const reminded = async () =>
    (await t.db.select({ kind: outbox.kind, userId: outbox.userId }).from(outbox)).filter(
      (r) => r.kind === 'payment_reminder',
    );

  it('reminds once an order due within 3 hours, not one due later, paid or with a proof waiting', async () => {
    await t.db.delete(paymentReminders);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'pending'));
    const soon = await waitingOrder(t);
    const later = await waitingOrder(t);
    const paid = await waitingOrder(t);
    await dueIn(soon.order.id, 2 * HOUR);
    await dueIn(later.order.id, 5 * HOUR);
    await dueIn(paid.order.id, 2 * HOUR);
    await setStatus(paid.order.id, { payment_status: 'paid' });
    await t.db.delete(outbox);

    expect(await remindDueOrders(t.db)).toBe(1);
    expect(await remindDueOrders(t.db)).toBe(0);
    expect(await reminded()).toEqual([{ kind: 'payment_reminder', userId: soon.customer.user.id }]);
    const [mail] = await deliver();
    expect(mail!.to).toEqual([soon.customer.user.email]);
    expect(mail!.subject).toBe(`Batas pembayaran pesanan ${soon.order.order_number} tinggal 3 jam | Toko`);
    expect(mail!.text).toContain('tinggal kurang dari 3 jam');
    expect(mail!.text).toContain(formatRupiah(soon.order.total_amount));
    expect(mail!.text).toContain(`https://toko.example.com/cart/order-payment/${soon.order.order_number}`);
  });

  async function twoRunsOnThreeOrders() {
    await t.db.delete(paymentReminders);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'pending'));
    for (let i = 0; i < 3; i += 1) await dueIn((await waitingOrder(t)).order.id, HOUR);
    await t.db.delete(outbox);
    await Promise.all([remindDueOrders(t.db), remindDueOrders(t.db)]);
    return (await reminded()).length;
  }

  raceTest(
    'writes one reminder per order when two processes look at the same moment (PostgreSQL)',
    async () => {
      expect(await twoRunsOnThreeOrders()).toBe(3);
    },
    60_000,
  );

  raceTest(
    'would remind twice without the primary key of payment_reminders (the race test above is real)',
    async () => {
      await t.db.execute(sql`alter table payment_reminders drop constraint payment_reminders_pkey`);
      try {
        expect(await twoRunsOnThreeOrders()).toBe(6);
      } finally {
        await t.db.delete(paymentReminders);
        await t.db.execute(sql`alter table payment_reminders add primary key (order_id)`);
      }
    },
    60_000,
  );
});
