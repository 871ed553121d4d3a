import type { Arisan, BarangDetail, BarangMemberRow } from '@toko/shared';
import { COURIER_INFO } from '@toko/shared/constants';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BarangArithmeticRows } from '../../../components/barang-arithmetic.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { WhatsappIconLink } from '../../../components/ui/whatsapp-icon-link.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { barangMemberWhatsappLink } from '../../../lib/whatsapp.ts';
import { useBarangDetail } from '../api/barang-detail.ts';
import { BARANG_STATE_LABEL, BARANG_STATE_TONE } from '../labels.ts';
import { displayPhone } from '../reminder.ts';
import { PayDialog, type PayTarget } from './pay-dialog.tsx';

/**
 * An arisan barang's own part of its page (ADR 042): the product and its locked price, the arithmetic,
 * the units taken from stock, why the group could not start, and each member's standing: paid, owed,
 * whether and when they received the goods, their order on its way, and the members who fell behind after
 * receiving ('menunggak setelah menerima'), each with a WhatsApp message for where they stand.
 */
export function BarangSection({ arisan, readOnly }: { arisan: Arisan; readOnly: boolean }) {
  const detail = useBarangDetail(arisan.id);
  if (detail.isError) return <ErrorText error={detail.error} prefix="Gagal memuat arisan barang" />;
  if (!detail.data) return <Spinner />;
  return <BarangView arisan={arisan} detail={detail.data} readOnly={readOnly} />;
}

function BarangView({
  arisan,
  detail,
  readOnly,
}: {
  arisan: Arisan;
  detail: BarangDetail;
  readOnly: boolean;
}) {
  const { group, members } = detail;
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const behind = members.filter((m) => m.behind_after_receiving);

  return (
    <>
      {detail.start_error ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">Arisan belum bisa dimulai</p>
          <p>{detail.start_error}</p>
        </div>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="barang-product" className="rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="barang-product" className="mb-3 font-semibold">
            Arisan Barang
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-500">Produk</dt>
            <dd className="font-medium">
              <Link
                to={`/dashboard/products/${encodeURIComponent(group.product.slug)}`}
                className="hover:underline"
              >
                {group.product.name}
              </Link>
            </dd>
            <dt className="text-stone-500">Harga dikunci</dt>
            <dd>{formatRupiah(group.item_price)}</dd>
            <dt className="text-stone-500">Keadaan</dt>
            <dd>
              <Badge tone={BARANG_STATE_TONE[group.state]}>{BARANG_STATE_LABEL[group.state]}</Badge>
            </dd>
            <dt className="text-stone-500">Anggota</dt>
            <dd>
              {group.members_joined} dari {group.members} anggota
            </dd>
            {group.start_when_full && !arisan.started ? (
              <>
                <dt className="text-stone-500">Mulai</dt>
                <dd>Saat penuh</dd>
              </>
            ) : null}
            <dt className="text-stone-500">Unit dipesan dari stok</dt>
            <dd>
              {detail.units_reserved} unit
              {arisan.started ? (
                <span className="block text-xs text-stone-500">
                  Sisa untuk penerima berikutnya; setiap penerima mengambil satu unit.
                </span>
              ) : null}
            </dd>
          </dl>
        </section>
        <section
          aria-labelledby="barang-arithmetic"
          className="rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2 id="barang-arithmetic" className="mb-3 font-semibold">
            Perhitungan Iuran
          </h2>
          <BarangArithmeticRows
            price={group.item_price}
            members={group.members}
            fee={group.admin_fee}
            arithmetic={detail.arithmetic}
          />
        </section>
      </div>

      <section aria-labelledby="barang-members" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="barang-members" className="text-lg font-semibold">
            Anggota
          </h2>
          {behind.length > 0 ? (
            <Badge tone="red">
              {behind.length} menunggak setelah menerima (
              {formatRupiah(behind.reduce((sum, m) => sum + m.owed_amount, 0))})
            </Badge>
          ) : null}
        </div>
        {members.length === 0 ? (
          <EmptyState>Belum ada anggota. Pelanggan bergabung dari halaman produk.</EmptyState>
        ) : (
          <Table>
            <thead>
              <tr>
                <th className={th}>Posisi</th>
                <th className={th}>Nama</th>
                <th className={`${th} text-right`}>Dibayar</th>
                <th className={`${th} text-right`}>Sisa</th>
                <th className={th}>Diterima</th>
                <th className={th}>Pesanan</th>
                <th className={`${th} text-right`}>Aksi</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.membership_id} className={m.behind_after_receiving ? 'bg-red-50/60' : undefined}>
                  <td className={`${td} font-medium`}>{m.position}</td>
                  <td className={td}>
                    <Link to={`/dashboard/members/${m.member_id}`} className="font-medium hover:underline">
                      {m.name}
                    </Link>
                    <div className="text-xs text-stone-500">{displayPhone(m.phone)}</div>
                    {m.behind_after_receiving ? (
                      <Badge tone="red" className="mt-1">
                        Menunggak setelah menerima
                      </Badge>
                    ) : null}
                  </td>
                  <td className={`${td} text-right`}>
                    <span className="font-medium">{formatRupiah(m.paid_amount)}</span>
                    <div className="text-xs text-stone-500">
                      {m.paid_cycles} / {group.members} putaran
                    </div>
                    {m.cycles_overdue > 0 ? (
                      <div className="text-xs text-red-600">{m.cycles_overdue} putaran tertunggak</div>
                    ) : null}
                  </td>
                  <td className={`${td} text-right`}>{formatRupiah(m.owed_amount)}</td>
                  <td className={td}>
                    {m.received_cycle !== null ? (
                      <Badge tone="green">Putaran {m.received_cycle}</Badge>
                    ) : (
                      <span className="text-stone-500">Belum</span>
                    )}
                  </td>
                  <td className={td}>
                    <MemberOrder member={m} />
                  </td>
                  <td className={td}>
                    <div className="flex items-center justify-end gap-1.5">
                      <MemberWhatsapp member={m} detail={detail} />
                      {readOnly ? null : (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Bayar ${m.name}`}
                          disabled={!arisan.started || m.paid_cycles >= group.members}
                          title={!arisan.started ? 'Mulai arisan terlebih dahulu' : undefined}
                          onClick={() =>
                            setPaying({
                              arisanId: arisan.id,
                              arisanName: arisan.name,
                              memberId: m.member_id,
                              memberName: m.name,
                              contributionAmount: arisan.contribution_amount,
                              remainingCycles: group.members - m.paid_cycles,
                              lateFee: arisan.late_fee,
                            })
                          }
                        >
                          <Wallet className="size-4" aria-hidden />
                          Bayar
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <PayDialog target={paying} onClose={() => setPaying(null)} />
    </>
  );
}

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
