import { type Order, REVIEW_TEXT } from '@toko/shared';
import { ORDER_FILTER_TABS } from '@toko/shared/constants';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { type TransactionsQuery, useOrders } from '../api/orders.ts';
import { useReviewable } from '../api/reviews.ts';
import { AccountPage } from '../components/account-page.tsx';
import { OrderHeading } from '../components/order-heading.tsx';

type Filter = (typeof ORDER_FILTER_TABS)[number]['key'];
const isFilter = (v: string | null): v is Exclude<Filter, ''> =>
  ORDER_FILTER_TABS.some((tab) => tab.key !== '' && tab.key === v);

/**
 * What a chip asks the server for: 'Menunggu Pembayaran' is a waiting order without a proof, 'Menunggu
 * Verifikasi' one whose proof waits for the seller (ADR 049); the rest are order statuses.
 */
function filterQuery(filter: Filter | undefined): Omit<TransactionsQuery, 'page'> {
  if (filter === 'review') return { verification: 'true' };
  if (filter === 'pending') return { status: 'pending', verification: 'false' };
  return { status: filter || undefined };
}

/** 'Daftar Transaksi' (docs/product.md 2.7): status chips, one card per order, 5 a page. The filter lives in the URL. */
export function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isFilter(raw) ? raw : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders({ ...filterQuery(status), page });
  // Delivered orders with an item still to review get 'Beri Ulasan' (ADR 074).
  const reviewable = useReviewable(null);
  const toReview = new Set(reviewable.data?.map((i) => i.order_id));
  // On a phone the chips scroll sideways: keep the chosen one in view.
  const activeChip = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the chosen status changes.
  useEffect(() => {
    activeChip.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [status]);

  const show = (next: { status?: string; page?: number }) => {
    const p = new URLSearchParams();
    const s = 'status' in next ? next.status : status;
    if (s) p.set('status', s);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <AccountPage title="Daftar Transaksi">
      <fieldset className="-mx-4 mb-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
        <legend className="sr-only">Filter status</legend>
        {ORDER_FILTER_TABS.map((tab) => {
          const active = (status ?? '') === tab.key;
          return (
            <button
              key={tab.key || 'all'}
              ref={active ? activeChip : undefined}
              type="button"
              aria-pressed={active}
              onClick={() => show({ status: tab.key })}
              className={`shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </fieldset>
      <QueryState
        query={orders}
        isEmpty={(d) => d.data.length === 0}
        empty="Belum ada transaksi yang ditemukan"
        errorPrefix="Error loading orders"
      >
        {({ data, pagination }) => (
          <>
            <ul className={`flex flex-col gap-3 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
              {data.map((order) => (
                <TransactionCard key={order.id} order={order} toReview={toReview.has(order.id)} />
              ))}
            </ul>
            {pagination.totalItems > pagination.limit ? (
              <Pagination
                currentPage={pagination.currentPage}
                totalPages={pagination.totalPages}
                onPageChange={(p) => show({ page: p })}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}

function TransactionCard({ order, toReview }: { order: Order; toReview: boolean }) {
  const [first, ...rest] = order.items;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <OrderHeading order={order} />
      {first ? (
        <div className="flex gap-3 py-3">
          <ProductThumb src={first.product.thumbnail_url} alt={first.product.name} className="size-16" />
          <div className="min-w-0 text-sm">
            <p className="font-medium break-words text-stone-900">{first.product.name}</p>
            <VariantNote label={first.variant_label} className="block text-stone-600" />
            <p className="text-stone-500">
              {first.quantity} x {formatRupiah(first.price)}
            </p>
            {rest.length > 0 ? <p className="text-xs text-stone-500">+{rest.length} produk lainnya</p> : null}
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-stone-100 pt-3">
        <div>
          <p className="text-xs text-stone-500">Total Belanja</p>
          <p className="font-bold text-stone-900">{formatRupiah(order.total_amount)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {toReview ? (
            <Link
              to={`/account/transactions/${order.id}`}
              aria-label={`${REVIEW_TEXT.write} pesanan ${order.order_number}`}
              className={buttonClass('primary', 'sm')}
            >
              {REVIEW_TEXT.write}
            </Link>
          ) : null}
          <Link to={`/account/transactions/${order.id}`} className={buttonClass('outline', 'sm')}>
            Lihat Detail Transaksi
          </Link>
        </div>
      </div>
    </li>
  );
}
