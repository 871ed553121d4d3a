import type { CustomerOverview, OrderStatus } from '@toko/shared';
import { PAYMENT_STATUS_LABEL, type PaymentStatus } from '@toko/shared/constants';
import { formatPhoneNumber } from '@toko/shared/phone';
import { Mail, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type Columns, DataTable } from '../../../components/list-page/data-table.tsx';
import { BackLink, DetailState } from '../../../components/list-page/detail-state.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { WhatsappIconLink } from '../../../components/ui/whatsapp-icon-link.tsx';
import { ROLE_LABEL } from '../../../lib/dashboard-words.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { runWithToasts } from '../../../lib/notify.ts';
import { userWhatsappLink } from '../../../lib/whatsapp.ts';
import { useSetBlocked } from '../api/block-user.ts';
import { useCustomerOverview } from '../api/customer-overview.ts';
import { useSetRole } from '../api/set-role.ts';
import { usePasswordReset } from '../components/password-reset-dialog.tsx';

const backToUsers = <BackLink to="/dashboard/users">Users</BackLink>;

/**
 * '/dashboard/users/:id': one customer for the owner (issue 'back office'): contact, lifetime value,
 * addresses, the latest orders and the arisan they are in. Changes stay on their own pages.
 */
export default function CustomerPage() {
  const id = Number(useParams().id);
  const overview = useCustomerOverview(id);
  return (
    <DetailState id={id} query={overview} back={backToUsers} notFound="Pengguna tidak ditemukan.">
      {(data) => <Customer data={data} />}
    </DetailState>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 className="font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

type OrderRow = CustomerOverview['orders'][number];
const ORDER_COLUMNS: Columns<OrderRow> = [
  { header: 'No. Pesanan', cellClassName: 'font-mono', cell: (o) => o.order_number },
  { header: 'Tanggal', cell: (o) => formatDate(o.created_at, 'DD MMM YYYY') },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status as OrderStatus} wording="admin" /> },
  {
    header: 'Pembayaran',
    cell: (o) => PAYMENT_STATUS_LABEL[o.payment_status as PaymentStatus] ?? o.payment_status,
  },
  { header: 'Total', className: 'text-right', cell: (o) => formatRupiah(o.total_amount) },
];

function Customer({ data }: { data: CustomerOverview }) {
  const { user } = data;
  const whatsapp = userWhatsappLink(user);
  const setBlocked = useSetBlocked();
  const [asking, setAsking] = useState(false);
  const setRole = useSetRole();
  const [askingRole, setAskingRole] = useState(false);
  const resetting = usePasswordReset();
  const blocked = data.blocked_at !== null;
  const staff = user.role === 'staff';
  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{user.fullname}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Badge tone={user.role === 'admin' ? 'purple' : staff ? 'green' : 'blue'}>
              {ROLE_LABEL[user.role]}
            </Badge>
            {blocked ? <Badge tone="red">Diblokir</Badge> : null}
            Bergabung {formatDate(data.joined_at, 'DD MMMM YYYY')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => resetting.ask(user)}>
            Kirim Link Reset
          </Button>
          {user.role !== 'admin' ? (
            <Button variant="outline" onClick={() => setAskingRole(true)}>
              {staff ? 'Jadikan Pembeli' : 'Jadikan Staf'}
            </Button>
          ) : null}
          {user.role === 'customer' ? (
            <Button variant={blocked ? 'outline' : 'danger'} onClick={() => setAsking(true)}>
              {blocked ? 'Buka Blokir' : 'Blokir Akun'}
            </Button>
          ) : null}
        </div>
      </header>
      {resetting.dialog}
      <ConfirmDialog
        open={askingRole}
        title={staff ? 'Jadikan pembeli lagi?' : 'Jadikan staf?'}
        message={
          staff
            ? `${user.fullname} tidak bisa membuka dasbor lagi dan kembali berbelanja sebagai pembeli. Sesinya berakhir sekarang.`
            : `${user.fullname} bisa mengurus pesanan, produk dan pembayaran arisan di dasbor, tanpa melihat uang penjualan, pengguna, pengaturan atau cadangan, dan tanpa menghapus. Sesinya berakhir sekarang; login lagi untuk mulai.`
        }
        confirmLabel={staff ? 'Jadikan Pembeli' : 'Jadikan Staf'}
        onClose={() => setAskingRole(false)}
        onConfirm={async () => {
          await runWithToasts(
            () => setRole.mutateAsync({ id: user.id, role: staff ? 'customer' : 'staff' }),
            staff ? `${user.fullname} kini pembeli` : `${user.fullname} kini staf`,
            'Gagal mengubah peran',
          );
          setAskingRole(false);
        }}
      />
      <ConfirmDialog
        open={asking}
        title={blocked ? 'Buka blokir akun?' : 'Blokir akun ini?'}
        message={
          blocked
            ? `${user.fullname} bisa login dan berbelanja lagi.`
            : `${user.fullname} tidak bisa login atau membuat pesanan, dan semua sesinya berakhir sekarang. Pesanan dan arisannya tetap tercatat.`
        }
        confirmLabel={blocked ? 'Buka Blokir' : 'Blokir'}
        tone={blocked ? 'primary' : 'danger'}
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await runWithToasts(
            () => setBlocked.mutateAsync({ id: user.id, blocked: !blocked }),
            blocked ? 'Blokir dibuka' : 'Akun diblokir',
            blocked ? 'Gagal membuka blokir' : 'Gagal memblokir akun',
          );
          setAsking(false);
        }}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Kontak">
          <p className="flex items-center gap-2 break-all text-sm">
            <Mail className="size-4 shrink-0 text-stone-500" aria-hidden />
            <a href={`mailto:${user.email}`} className="hover:underline">
              {user.email}
            </a>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <Phone className="size-4 shrink-0 text-stone-500" aria-hidden />
            {user.phone_number ? formatPhoneNumber(user.phone_number) : 'Belum ada nomor'}
            {whatsapp ? <WhatsappIconLink href={whatsapp} label={`WhatsApp ${user.fullname}`} /> : null}
          </p>
        </Card>
        <Card title="Nilai Belanja">
          <p className="text-2xl font-bold tabular-nums">{formatRupiah(data.lifetime_value)}</p>
          <p className="text-sm text-stone-600">
            dari pesanan yang sudah dibayar · {data.order_count} pesanan seluruhnya
          </p>
        </Card>
        <Card title="Alamat">
          {data.addresses.length === 0 ? (
            <p className="text-sm text-stone-500">Belum ada alamat.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {data.addresses.map((a) => (
                <li key={a.id}>
                  <span className="font-medium">{a.label}</span>
                  {a.is_default ? ' (utama)' : ''} · {a.recipient}, {formatPhoneNumber(a.phone)}
                  <div className="text-stone-600">{a.text}</div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title="Pesanan Terakhir">
        {data.orders.length === 0 ? (
          <p className="text-sm text-stone-500">Belum ada pesanan.</p>
        ) : (
          <DataTable rows={data.orders} rowKey={(o) => o.id} columns={ORDER_COLUMNS} />
        )}
        {data.order_count > data.orders.length ? (
          <p className="text-xs text-stone-500">
            {data.orders.length} terbaru dari {data.order_count} pesanan.
          </p>
        ) : null}
      </Card>
      <Card title="Arisan">
        {data.arisan.length === 0 ? (
          <p className="text-sm text-stone-500">Tidak ikut arisan.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {data.arisan.map((a) => (
              <li key={a.arisan_id} className="flex flex-wrap items-center gap-2">
                <Link to={`/dashboard/arisans/${a.arisan_id}`} className="font-medium hover:underline">
                  {a.name}
                </Link>
                <span className="text-stone-600">
                  posisi {a.position} · {a.paid_cycles}/{a.duration} putaran dibayar
                </span>
                {a.received ? <Badge tone="green">Sudah menerima</Badge> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
