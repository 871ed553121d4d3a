import type { DashboardSummary } from '@toko/shared';
import { AlertTriangle, CalendarDays, Clock, Package, Users, Wallet } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badges.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatCalendarDate, formatRupiah, todayInShop } from '../../../lib/format.ts';
import { useBarangAtRisk } from '../api/barang-at-risk.ts';
import { useDashboardSummary } from '../api/dashboard-summary.ts';
import { FailedMessagesNotice } from '../components/failed-messages-notice.tsx';
import { SalesChart } from '../components/sales-chart.tsx';

export const OVERVIEW_TEXT = {
  noOrders: 'No orders found for this date.',
  paidOnly: 'Hanya pesanan yang dibayar',
  noCategories: 'No product category data available.',
  failed: 'Failed to load dashboard data. Please try again later.',
} as const;

function Card({
  title,
  value,
  note,
  icon: Icon,
}: {
  title: string;
  value: ReactNode;
  /** A short line under the value saying what it counts. */
  note?: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-500">{title}</p>
        <p className="truncate text-xl font-semibold text-stone-900">{value}</p>
        {note ? <p className="text-xs text-stone-500">{note}</p> : null}
      </div>
    </div>
  );
}

/** 'Stok menipis' (ADR 085): how many products are under their threshold, and the way to them. */
function LowStock({ count }: { count: number }) {
  if (count === 0) return <p className="text-sm text-stone-500">Semua stok produk aman.</p>;
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <p>
        <span className="text-xl font-semibold text-red-700">{count}</span> produk di bawah batas stoknya
      </p>
      <Link
        to="/dashboard/products?status=low"
        className="shrink-0 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Lihat produk
      </Link>
    </div>
  );
}

function Panel({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`min-w-0 rounded-xl border border-stone-200 bg-white p-4 ${className}`}
      aria-label={title}
    >
      <h2 className="mb-3 text-base font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function RecentOrders({ orders }: { orders: DashboardSummary['recentOrders'] }) {
  if (orders.length === 0)
    return <p className="py-6 text-center text-sm text-stone-500">{OVERVIEW_TEXT.noOrders}</p>;
  return (
    <Table className="border-0">
      <thead>
        <tr>
          <th className={th}>Order #</th>
          <th className={th}>Customer</th>
          <th className={`${th} text-right`}>Amount</th>
          <th className={th}>Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td className={`${td} font-mono text-xs`}>{o.order_number}</td>
            <td className={td}>{o.customer}</td>
            <td className={`${td} text-right whitespace-nowrap`}>{formatRupiah(o.total_amount)}</td>
            <td className={td}>
              <OrderStatusBadge status={o.status} wording="admin" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function CategoryBars({ stats }: { stats: DashboardSummary['productStats'] }) {
  const total = stats.reduce((n, s) => n + s.count, 0);
  if (total === 0)
    return <p className="py-6 text-center text-sm text-stone-500">{OVERVIEW_TEXT.noCategories}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {stats.map((s) => {
        const share = Math.round((s.count / total) * 100);
        return (
          <li key={s.category}>
            <div className="mb-1 flex justify-between gap-2 text-sm">
              <span className="truncate text-stone-700">{s.category}</span>
              <span className="shrink-0 text-stone-500">
                {s.count} ({share}%)
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden>
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Arisan barang members who received the goods and then fell behind ('menunggak setelah menerima', ADR
 * 042): the shop has handed over goods these members still owe for. Each group links to its page, where
 * the members are flagged and can be messaged.
 */
function BarangAtRisk() {
  const risk = useBarangAtRisk();
  if (risk.isError) return <ErrorText error={risk.error} prefix="Gagal memuat" />;
  if (!risk.data) return <Spinner />;
  const { members, amount, groups } = risk.data;
  if (members === 0)
    return <p className="py-2 text-sm text-stone-500">Tidak ada anggota yang menunggak setelah menerima.</p>;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div className="flex items-start gap-3 rounded-lg bg-red-50 px-3 py-2 text-red-800">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <span className="font-semibold">{members} anggota</span> menunggak setelah menerima, masih harus
          membayar <span className="font-semibold whitespace-nowrap">{formatRupiah(amount)}</span>
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-stone-100">
        {groups.map((g) => (
          <li key={g.arisan_id} className="flex items-start justify-between gap-3 py-2">
            <Link
              to={`/dashboard/arisans/${g.arisan_id}`}
              className="min-w-0 font-medium text-brand-700 hover:underline"
            >
              {g.name}
            </Link>
            <span className="shrink-0 text-right text-stone-600">
              {g.members} anggota
              <span className="block font-medium text-stone-900">{formatRupiah(g.amount)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The admin overview (docs/product.md 2.8): a day's numbers, its orders, the catalog and the arisans. */
export default function OverviewPage() {
  const today = todayInShop();
  const [date, setDate] = useState(today);
  const summary = useDashboardSummary(date);
  const data = summary.data;

  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
          Tanggal
          <input
            type="date"
            value={date}
            max={today}
            required
            onChange={(e) => {
              // The picker stops at today; a typed future date is ignored the same way (docs/product.md 5).
              const next = e.target.value;
              if (next && next <= today) setDate(next);
            }}
            className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm"
          />
        </label>
      </div>

      {summary.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {OVERVIEW_TEXT.failed}
        </p>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <FailedMessagesNotice count={data.failedMessages} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Card title="Total Products" value={data.totalProducts} icon={Package} />
            <Card title="Total Users" value={data.totalUsers} icon={Users} />
            <Card title="Pending Orders" value={data.pendingOrders} icon={Clock} />
            <Card
              title={data.date === today ? "Today's Sales" : `Penjualan ${formatCalendarDate(data.date)}`}
              value={formatRupiah(data.todaySales)}
              note={OVERVIEW_TEXT.paidOnly}
              icon={Wallet}
            />
          </div>

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Panel title="Recent Orders" className="lg:col-span-2">
              <RecentOrders orders={data.recentOrders} />
            </Panel>
            <Panel title="Penjualan 30 hari terakhir">
              <SalesChart days={data.salesByDay} />
            </Panel>
          </div>

          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <Panel title="Product Categories" className="lg:col-span-2">
              <CategoryBars stats={data.productStats} />
            </Panel>
            <div className="flex min-w-0 flex-col gap-4">
              <Panel title="Arisan Summary">
                <dl className="flex flex-col divide-y divide-stone-100 text-sm">
                  <div className="flex justify-between py-2">
                    <dt className="text-stone-500">Active Arisans</dt>
                    <dd className="font-semibold">{data.activeArisans}</dd>
                  </div>
                  <div className="flex justify-between py-2">
                    <dt className="text-stone-500">Total Orders</dt>
                    <dd className="font-semibold">{data.totalOrders}</dd>
                  </div>
                  <div className="flex justify-between gap-2 py-2">
                    <dt className="text-stone-500">Today's Date</dt>
                    <dd className="flex items-center gap-1 font-semibold">
                      <CalendarDays className="size-4 text-stone-400" aria-hidden />
                      {formatCalendarDate(today)}
                    </dd>
                  </div>
                </dl>
              </Panel>
              <Panel title="Stok menipis">
                <LowStock count={data.lowStockProducts} />
              </Panel>
              <Panel title="Arisan barang berisiko">
                <BarangAtRisk />
              </Panel>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
