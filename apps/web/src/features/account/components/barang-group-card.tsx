import type { BarangOrder, MyBarangGroup } from '@toko/shared';
import { BARANG_GROUP_STATE_LABEL, SAVING_PERIOD_WORD } from '@toko/shared/constants';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { DrawProof } from '../../../components/draw-proof.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badges.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { useCreateArisanTransfer } from '../api/create-arisan-transfer.ts';
import { BarangTransferPanel } from './barang-transfer-panel.tsx';
import { ShipmentInfo } from './shipment-info.tsx';

const STATE_TONE: Record<MyBarangGroup['state'], BadgeTone> = {
  open: 'yellow',
  full: 'blue',
  running: 'green',
  completed: 'gray',
};

/**
 * One group in 'Arisan Saya' (issue 14): what it is, what is due now and how to pay it, the member's own
 * turn and the order of their goods, and the schedule with each cycle's draw proof.
 */
export function BarangGroupCard({ group }: { group: MyBarangGroup }) {
  const headingId = `arisan-${group.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <header className="flex gap-3">
        <ProductThumb src={group.product.image_url} alt={group.product.name} className="size-16" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="font-semibold break-words text-stone-900">
            {group.name}
          </h2>
          <p className="text-sm break-words text-stone-600">{group.product.name}</p>
          <div>
            <Badge tone={STATE_TONE[group.state]}>{BARANG_GROUP_STATE_LABEL[group.state]}</Badge>
          </div>
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact label="Iuran">
          {formatRupiah(group.contribution_amount)} per {SAVING_PERIOD_WORD[group.saving_type]}
        </Fact>
        <Fact label="Anggota">
          {group.members_joined} dari {group.members}
        </Fact>
        <Fact label="Sudah dibayar">
          {group.paid_cycles} dari {group.members} putaran
        </Fact>
        <Fact label="Sisa iuran">{formatRupiah(group.amount_owed)}</Fact>
      </dl>

      <Receiving group={group} />
      <DueNow group={group} />
      <Schedule group={group} />
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** What to pay now: 'Bayar Iuran', the open transfer, or why there is nothing to pay. */
function DueNow({ group }: { group: MyBarangGroup }) {
  const create = useCreateArisanTransfer();
  const pay = useBusyAction(async () => {
    try {
      await create.mutateAsync(group.id);
    } catch (err) {
      toast.error('Gagal membuat transfer iuran', { description: errorMessage(err) });
    }
  });

  if (group.open_transfer) return <BarangTransferPanel transfer={group.open_transfer} />;
  if (group.cycles_due > 0) {
    return (
      <section
        aria-label="Iuran jatuh tempo"
        className="flex flex-col gap-3 rounded-xl border border-yellow-200 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-stone-800">
          Iuran jatuh tempo ({group.cycles_due} putaran):{' '}
          <span className="text-lg font-bold text-stone-900" data-testid="amount-due">
            {formatRupiah(group.amount_due)}
          </span>
        </p>
        <Button onClick={() => pay.run()} loading={pay.busy} className="sm:min-w-40">
          Bayar Iuran
        </Button>
      </section>
    );
  }
  let text: string;
  if (group.state === 'open' || group.state === 'full') {
    text = 'Iuran pertama jatuh tempo setelah arisan dimulai.';
  } else if (group.amount_owed === 0) text = 'Iuran kamu di arisan ini sudah lunas.';
  else {
    const next = group.schedule.find((c) => !c.paid);
    text = next
      ? `Tidak ada iuran yang jatuh tempo sekarang. Iuran berikutnya ${formatCalendarDate(next.due_date)}.`
      : 'Tidak ada iuran yang jatuh tempo sekarang.';
  }
  return <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">{text}</p>;
}

/** The member's own turn and the order of their goods (courier, resi, tracking). */
function Receiving({ group }: { group: MyBarangGroup }) {
  if (group.receiving_cycle === null) return null;
  return (
    <section
      aria-label="Giliranmu"
      className="flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm"
    >
      <p className="font-semibold text-green-900">
        Kamu menerima {group.product.name} di putaran {group.receiving_cycle}.
      </p>
      {group.order ? (
        <OrderLine order={group.order} />
      ) : (
        <p className="text-green-900">Pesanan barangmu sedang disiapkan.</p>
      )}
    </section>
  );
}

function OrderLine({ order }: { order: BarangOrder }) {
  return (
    <div className="rounded-lg bg-white p-3 ring-1 ring-green-200">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-stone-600">Pesanan</span>
        <Link
          to={`/account/transactions/${order.id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {order.order_number}
        </Link>
        <OrderStatusBadge status={order.status} />
      </p>
      <ShipmentInfo order={order} />
    </div>
  );
}

/** Every cycle: date, amount, paid, who received the goods, and the draw's proof once drawn. */
function Schedule({ group }: { group: MyBarangGroup }) {
  // Before the start the dates are not fixed yet (a group that starts when full starts on its last seat).
  if (group.schedule.length === 0 || group.state === 'open' || group.state === 'full') return null;
  const drawn = group.schedule.some((c) => c.draw);
  return (
    <section aria-label="Jadwal" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-stone-900">Jadwal</h3>
      <ol className="flex flex-col divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {group.schedule.map((c) => (
          <li key={c.cycle} className="flex flex-col gap-2 px-3 py-2.5 text-sm" data-testid="schedule-row">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium text-stone-900">Putaran {c.cycle}</span>
              <span className="text-stone-600">{formatCalendarDate(c.due_date)}</span>
              <span className="text-stone-900">{formatRupiah(c.amount)}</span>
              {c.paid ? (
                <span className="inline-flex items-center gap-1 font-medium text-green-700">
                  <Check className="size-4" aria-hidden />
                  Lunas
                </span>
              ) : (
                <span className="text-stone-500">Belum dibayar</span>
              )}
              <span className="basis-full text-stone-600 sm:ml-auto sm:basis-auto">
                Penerima:{' '}
                <span className="font-medium text-stone-900">
                  {c.recipient_name ?? '-'}
                  {c.cycle === group.receiving_cycle ? ' (kamu)' : ''}
                </span>
              </span>
            </div>
            {c.draw ? (
              <details>
                <summary className="cursor-pointer text-brand-700">Bukti undian putaran {c.cycle}</summary>
                <div className="mt-2">
                  <DrawProof draw={c.draw} self={group.member_id} />
                </div>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
      {drawn ? (
        <details className="text-sm text-stone-600">
          <summary className="cursor-pointer text-brand-700">Cara memeriksa undian</summary>
          <p className="mt-2">
            Sebelum undian, toko menerbitkan Komitmen: sidik sha256 dari seed rahasia. Setelah undian, seed
            dibuka. Siapa pun bisa memeriksa: sha256(seed) harus sama dengan Komitmen, lalu nomor anggota
            peserta diurutkan dari kecil ke besar dan pemenangnya ada di urutan
            sha256(&quot;seed:id1,id2,...&quot;) mod jumlah peserta (urutan pertama = 0). Halaman ini
            menghitungnya ulang di perangkatmu: 'Terverifikasi' berarti hasilnya cocok.
          </p>
        </details>
      ) : null}
    </section>
  );
}
