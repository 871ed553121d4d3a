import { formatShippingAddress } from '@toko/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  orderItems,
  orderStatusHistory,
  orders,
  reviews,
  shippingAddresses,
  users,
} from '../db/schema/index.ts';

// The demo's reviews (ADR 074); index.ts calls it with the demo customers who write them.

/** What the demo's reviewers wrote, picked in turn (some leave only stars). */
const DEMO_REVIEW_TEXTS = [
  'Barang sesuai foto, kualitasnya bagus. Pengiriman cepat dan dikemas rapi.',
  'Mantap, sudah dipakai seminggu dan tidak ada masalah. Terima kasih!',
  null,
  'Warnanya cantik, cocok untuk ruang tamu kami. Pemasangan juga mudah.',
  'Harga sebanding dengan kualitas. Kurirnya ramah.',
  'Agak lama sampainya, tapi barangnya aman dan sesuai pesanan.',
  null,
  'Rekomendasi! Anak-anak juga suka.',
] as const;

/**
 * Reviews with something behind them (ADR 074): the demo's arisan barang customers each bought about a third
 * of the catalog a month or more ago, the orders were delivered, and each left a review. One
 * statement writes the orders, their history, their items and the reviews (ADR 067); the reviews' trigger then derives
 * every product's rating and review count from them. Dated over 35 days back, so the overview's 30 days
 * stay the shop's own.
 */
export async function seedDemoReviews(tx: Db, emails: string[]) {
  const buyers = await tx
    .select({ user: users, address: shippingAddresses })
    .from(users)
    .innerJoin(shippingAddresses, eq(shippingAddresses.userId, users.id))
    .where(inArray(users.email, emails))
    .orderBy(users.id);
  const people = buyers.map(({ user, address }, i) => ({
    i,
    user_id: user.id,
    name: user.fullname,
    email: user.email,
    address: formatShippingAddress({ ...address, phone: address.phone, postal_code: address.postalCode }),
  }));
  await tx.execute(sql`
    with buyer as (
      select * from jsonb_to_recordset(${JSON.stringify(people)}::jsonb)
        as b(i int, user_id int, name text, email text, address text)
    ), item as (
      select row_number() over (order by id)::int as j, id, name, price from products
    ), pair as (
      select b.*, p.j, p.id as product_id, p.name as product_name, p.price,
        row_number() over (order by b.i, p.j)::int as k,
        now() - make_interval(days => 35 + (b.i * 11 + p.j * 7) % 60, hours => b.i) as at
      from buyer b cross join item p
      where (b.i + p.j) % 3 = 0
    ), made as (
      insert into ${orders} (order_number, user_id, customer_name, customer_email, subtotal, total_amount,
        payment_method, status, payment_status, shipping_address, paid_at, created_at, updated_at)
      select 'ORD-' || to_char(at at time zone 'Asia/Jakarta', 'YYYYMMDD') || '-D' || lpad(k::text, 4, '0'),
        user_id, name, email, price, price, 'bank_transfer', 'delivered', 'paid', address,
        at + interval '1 hour', at, at + interval '4 days'
      from pair
      returning id, order_number, created_at, updated_at
    ), story as (
      -- The order's history as the order page shows it: made, then delivered.
      insert into ${orderStatusHistory} (order_id, status, payment_status, notes, actor_role, created_at)
      select id, 'pending', 'pending', 'Pesanan dibuat', 'customer', created_at from made
      union all
      select id, 'delivered', 'paid', 'Status pesanan: Selesai', 'admin', updated_at from made
    ), line as (
      insert into ${orderItems} (order_id, product_id, product_name, price, quantity)
      select m.id, p.product_id, p.product_name, p.price, 1
      from pair p join made m
        on m.order_number = 'ORD-' || to_char(p.at at time zone 'Asia/Jakarta', 'YYYYMMDD') || '-D' || lpad(p.k::text, 4, '0')
      returning id, order_id, product_id
    )
    insert into ${reviews} (order_item_id, product_id, user_id, reviewer_name, rating, text, created_at)
    select l.id, l.product_id, p.user_id, split_part(p.name, ' ', 1),
      case when (p.i * 7 + p.j * 3) % 10 < 6 then 5 when (p.i * 7 + p.j * 3) % 10 < 9 then 4 else 3 end,
      ${JSON.stringify(DEMO_REVIEW_TEXTS)}::jsonb ->> ((p.i + p.j) % ${DEMO_REVIEW_TEXTS.length}),
      p.at + interval '5 days'
    from line l
    join made m on m.id = l.order_id
    join pair p on m.order_number = 'ORD-' || to_char(p.at at time zone 'Asia/Jakarta', 'YYYYMMDD') || '-D' || lpad(p.k::text, 4, '0')
  `);
}
