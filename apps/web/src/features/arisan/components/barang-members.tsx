import type { Arisan, BarangDetail, BarangMemberRow } from '@toko/shared';
import { COURIER_INFO } from '@toko/shared/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Columns, DataTable, RowActions } from '../../../components/list-page/data-table.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { WhatsappIconLink } from '../../../components/ui/whatsapp-icon-link.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { barangMemberWhatsappLink } from '../../../lib/whatsapp.ts';
import { displayPhone } from '../reminder.ts';
import { MemberLink } from './arisan-member-columns.tsx';
import { PayButton, PayDialog, type PayTarget, payTarget } from './pay-dialog.tsx';

/** An arisan barang, its detail, and whether it is archived (read only). */
export interface BarangProps {
  arisan: Arisan;
  detail: BarangDetail;
  readOnly: boolean;
}

/**
 * The members of an arisan barang and where each stands: paid, owed, whether and when they received the
 * goods, their order on its way, the members who fell behind after receiving ('menunggak setelah
 * menerima'), each with a WhatsApp message for where they stand and 'Bayar'.
 */
export function BarangMembers({ arisan, detail, readOnly }: BarangProps) {
  const { group, members } = detail;
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const behind = members.filter((m) => m.behind_after_receiving);
  const columns: Columns<BarangMemberRow> = [
    ...barangMemberColumns(group.members),
    {
      header: 'Aksi',
      headClassName: 'text-right',
      cell: (m) => (
        <RowActions>
          <MemberWhatsapp member={m} detail={detail} />
          {readOnly ? null : (
            <PayButton
              name={m.name}
              started={arisan.started}
              paidUp={m.paid_cycles >= group.members}
              onClick={() => setPaying(payTarget(arisan, m, group.members - m.paid_cycles))}
            />
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <ListSection
      title="Anggota"
      actions={
        behind.length > 0 ? (
          <Badge tone="red">
            {behind.length} menunggak setelah menerima (
            {formatRupiah(behind.reduce((sum, m) => sum + m.owed_amount, 0))})
          </Badge>
        ) : null
      }
    >
      {members.length === 0 ? (
        <EmptyState>Belum ada anggota. Pelanggan bergabung dari halaman produk.</EmptyState>
      ) : (
        <DataTable
          rows={members}
          rowKey={(m) => m.membership_id}
          rowClassName={(m) => (m.behind_after_receiving ? 'bg-red-50/60' : undefined)}
          columns={columns}
        />
      )}
      <PayDialog target={paying} onClose={() => setPaying(null)} />
    </ListSection>
  );
}

const barangMemberColumns = (cycles: number): Columns<BarangMemberRow> => [
  { header: 'Posisi', cellClassName: 'font-medium', cell: (m) => m.position },
  {
    header: 'Nama',
    cell: (m) => (
      <>
        <MemberLink member={m} />
        <div className="text-xs text-stone-500">{displayPhone(m.phone)}</div>
        {m.behind_after_receiving ? (
          <Badge tone="red" className="mt-1">
            Menunggak setelah menerima
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    header: 'Dibayar',
    className: 'text-right',
    cell: (m) => (
      <>
        <span className="font-medium">{formatRupiah(m.paid_amount)}</span>
        <div className="text-xs text-stone-500">
          {m.paid_cycles} / {cycles} putaran
        </div>
        {m.cycles_overdue > 0 ? (
          <div className="text-xs text-red-600">{m.cycles_overdue} putaran tertunggak</div>
        ) : null}
      </>
    ),
  },
  { header: 'Sisa', className: 'text-right', cell: (m) => formatRupiah(m.owed_amount) },
  {
    header: 'Diterima',
    cell: (m) =>
      m.received_cycle !== null ? (
        <Badge tone="green">Putaran {m.received_cycle}</Badge>
      ) : (
        <span className="text-stone-500">Belum</span>
      ),
  },
  { header: 'Pesanan', cell: (m) => <MemberOrder member={m} /> },
];

/** The member's goods: the order (opened on the orders page), its status, and the courier and resi once shipped. */
function MemberOrder({ member }: { member: BarangMemberRow }) {
  const order = member.order;
  if (!order) return <span className="text-stone-500">-</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <Link
        to={`/dashboard/orders?order=${order.id}`}
        className="font-mono text-xs font-medium text-brand-700 hover:underline"
        aria-label={`Pesanan ${order.order_number} milik ${member.name}`}
      >
        {order.order_number}
      </Link>
      <OrderStatusBadge status={order.status} wording="admin" />
      {order.courier ? (
        <span className="text-xs text-stone-600">
          {COURIER_INFO[order.courier].label}
          {order.tracking_number ? ` · ${order.tracking_number}` : ''}
        </span>
      ) : null}
    </div>
  );
}

function MemberWhatsapp({ member, detail }: { member: BarangMemberRow; detail: BarangDetail }) {
  const href = barangMemberWhatsappLink(member, detail.group);
  if (!href) return null;
  return <WhatsappIconLink href={href} label={`Kirim WhatsApp ke ${member.name}`} />;
}
