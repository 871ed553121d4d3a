import {
  BANK_TRANSFER,
  type CreateOrderBody,
  formatShippingAddress,
  MONEY_LIMITS,
  type Order,
  orderTotal,
  SHIPPING_TEXT,
  shippingCost,
  type User,
} from '@toko/shared';
import { formatRupiah } from '@toko/shared/format';
import type { Db } from '../../db/client.ts';
import { lockTaken } from '../../db/race.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { ordersCreated } from '../../metrics.ts';
import { getOwnAddressWithRegions } from '../addresses/index.ts';
import { emptyCart, readCartForCheckout, readCartStock } from '../cart/index.ts';
import { writeWithUniqueAmount } from '../payments/index.ts';
import {
  checkPurchaseLimits,
  type PurchaseGuard,
  paymentDueAt,
  readOwnHoldings,
} from '../purchase-limits/index.ts';
import { deliveryIn, getShopSettings, type StoredSettings } from '../settings/index.ts';
import { claimVoucher, recordVoucherUse } from '../vouchers/index.ts';
import { enqueueOrderCreated } from './order-notices.ts';
import { makeOrderNumber } from './order-numbers.ts';
import { lockOrderProducts, priceLines, shortStockMessage, takeStockAsPriced } from './order-stock.ts';
import { getOrder } from './orders.service.ts';

// Checkout: the customer's cart becomes an order (docs/decisions/004-order-lifecycle.md).

/** The order rules that come from configuration (README: ORDER_PAYMENT_HOURS, MAX_UNPAID_ORDERS). */
export interface OrderSettings {
  paymentMs: number;
  maxUnpaid: number;
}

/** Inserts the order row with a fresh order number and unique code (the payments module's writeWithUniqueAmount). */
async function insertOrderRow(
  tx: Db,
  values: Omit<typeof orders.$inferInsert, 'orderNumber' | 'uniqueCode' | 'totalAmount'> & {
    totalBeforeCode: number;
  },
) {
  const { totalBeforeCode, ...rest } = values;
  return writeWithUniqueAmount(tx, totalBeforeCode, async (sp, code) => {
    const [row] = await sp
      .insert(orders)
      .values({
        ...rest,
        uniqueCode: code,
        totalAmount: totalBeforeCode + code,
        orderNumber: makeOrderNumber(),
      })
      .returning();
    return row!;
  });
}

/**
 * The customer's cart becomes an order in one transaction: prices, names and the address copied, the
 * cart emptied, the first history entry written, and last the stock taken line by line (any short line
 * fails the whole order with 409 and nothing changes). A voucher code is checked and its discount worked
 * out here; the client's numbers are never read (ADR 072).
 */
export async function createOrderFromCart(
  db: Db,
  customer: User,
  body: CreateOrderBody,
  settings: OrderSettings,
  guard: PurchaseGuard,
): Promise<Order> {
  // The shop's settings (area, zones) are read before the transaction: read inside it through the pool,
  // each of many checkouts at once would hold its connection while waiting for another, and past the
  // pool's size none would get one (a flash sale just after the settings' cache expired).
  const shop = await getShopSettings(db);
  await refuseSoldOut(db, customer.id);
  return placeOrder(db, customer, body, settings, guard, shop);
}

/**
 * Before the transaction, by one read without a lock, a sold-out line is refused (ADR 092): in a flash
 * sale the buyers after the last unit then never open a transaction nor hold a connection of the pool.
 * A line that passes is checked again under the lock. (Not when a race test switched the stock's
 * condition off: it wants every racer to reach the update.)
 */
async function refuseSoldOut(db: Db, userId: number): Promise<void> {
  if (!lockTaken('orders.stock')) return;
  const short = (await readCartStock(db, userId)).find((l) => l.quantity > l.stock);
  if (short) throw AppError.conflict(shortStockMessage(short.name, short.stock));
}

/** The checkout's transaction. */
async function placeOrder(
  db: Db,
  customer: User,
  body: CreateOrderBody,
  settings: OrderSettings,
  guard: PurchaseGuard,
  shop: StoredSettings,
): Promise<Order> {
  const orderId = await db.transaction(async (tx) => {
    // The cart row lock serialises one customer's checkouts, so the unpaid count below sees every
    // earlier order of this customer, whichever process took it.
    const lines = await readCartForCheckout(tx, customer.id);
    if (lines.length === 0) throw AppError.conflict('Keranjang belanja kosong');
    const own = await readOwnHoldings(tx, customer.id);
    const unpaid = own.orders;
    if (unpaid >= settings.maxUnpaid) {
      throw AppError.conflict(
        `Kamu masih punya ${unpaid} pesanan yang belum dibayar. Selesaikan pembayaran atau batalkan salah satunya sebelum membuat pesanan baru.`,
      );
    }
    const { address, regions } = await getOwnAddressWithRegions(tx, customer.id, body.shipping_address_id);
    // An address saved before the owner narrowed the area stays on the shopper's list, but no order
    // goes to it (ADR 073, closing what ADR 071 left open).
    const delivery = deliveryIn(shop, regions);
    if (!delivery.inArea) {
      throw AppError.validation(SHIPPING_TEXT.addressOutsideArea, [
        { path: 'shipping_address_id', message: SHIPPING_TEXT.addressOutsideArea },
      ]);
    }
    await emptyCart(tx, customer.id);
    // Priced from the rows as they stand, never from the client (ADR 073), and checked again when the
    // stock is taken under the products' lock, last: everything that needs no lock comes before it, so
    // in a flash sale each buyer holds the product's row for a few statements only (ADR 092).
    const priced = await priceLines(tx, lines);
    const subtotal = priced.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const shipping = shippingCost(delivery.zone, priced, subtotal);
    // A stated maximum (MONEY_LIMITS) keeps every sum over orders exact; the transaction writes nothing.
    if (subtotal + shipping > MONEY_LIMITS.orderTotal) {
      throw AppError.validation(`Total pesanan maksimal ${formatRupiah(MONEY_LIMITS.orderTotal)}`);
    }
    // The voucher row stays locked until commit (ADR 072).
    const voucher = body.voucher_code
      ? await claimVoucher(tx, customer.id, body.voucher_code, { subtotal, shipping })
      : null;
    const discount = voucher?.discount ?? 0;
    // A total of 0 (a voucher that takes off everything) still gets its unique code, as a Rp 0 cart
    // always has: one way to pay and match every order (ADR 072).
    const total = orderTotal({ subtotal, shipping, discount });
    const order = await insertOrderRow(tx, {
      userId: customer.id,
      customerName: customer.fullname,
      customerEmail: customer.email,
      subtotal,
      shippingCost: shipping,
      discount,
      totalBeforeCode: total,
      paymentDueAt: paymentDueAt(total, settings.paymentMs, guard.limits),
      // Checkout is manual bank transfer; the spec's 'Cash' default is not what happens (docs/architecture.md section 5).
      paymentMethod: BANK_TRANSFER,
      shippingAddress: formatShippingAddress(address),
      stockReserved: true,
      clientNetwork: guard.clientNetwork,
    });
    const id = order.id;
    await tx.insert(orderItems).values(
      priced.map((l) => ({
        orderId: id,
        productId: l.productId,
        productName: l.name,
        variantId: l.variantId,
        variantLabel: l.variantLabel,
        sku: l.sku,
        price: l.price,
        quantity: l.quantity,
      })),
    );
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      status: 'pending',
      paymentStatus: 'pending',
      notes: 'Pesanan dibuat',
      actorId: customer.id,
      actorRole: 'customer',
    });
    if (voucher) await recordVoucherUse(tx, voucher, id, customer.id);
    await enqueueOrderCreated(tx, order);
    // The products' rows, from here to commit: the purchase limits counted under the lock (this order
    // left out of its own count), then the stock.
    const locked = await lockOrderProducts(tx, lines);
    await checkPurchaseLimits(tx, customer.id, lines, guard, own, locked, id);
    await takeStockAsPriced(tx, priced);
    return id;
  });
  ordersCreated.inc();
  return getOrder(db, customer, String(orderId));
}
