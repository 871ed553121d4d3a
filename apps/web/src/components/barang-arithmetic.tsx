import { type BarangArithmetic, barangArithmetic } from '@toko/shared';
import { formatRupiah } from '../lib/format.ts';

/**
 * An arisan barang's contribution worked out line by line (issue 14: 'the page shows the arithmetic'):
 * the locked price divided by N and rounded up, the admin fee, and what one member and all members pay.
 * The admin reads it while creating a group and on the group's page; the numbers come from the one shared
 * function the server and the database check use.
 */
export function BarangArithmeticRows({
  price,
  members,
  fee,
  arithmetic = barangArithmetic(price, members, fee),
}: {
  price: number;
  members: number;
  fee: number;
  /** The server's answer for a group that exists; worked out here otherwise. */
  arithmetic?: BarangArithmetic;
}) {
  const a = arithmetic;
  const rows: [string, string][] = [
    [`${formatRupiah(price)} ÷ ${members}, dibulatkan ke atas`, formatRupiah(a.share)],
    ['Biaya admin', `+ ${formatRupiah(a.admin_fee)}`],
    ['Iuran per anggota per putaran', formatRupiah(a.contribution)],
    [`Total per anggota (${members} putaran)`, formatRupiah(a.per_member_total)],
    [`Total semua anggota (${members} × ${members} putaran)`, formatRupiah(a.group_total)],
    ['Pembulatan di atas harga (semua anggota)', formatRupiah(a.rounding)],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value], i) => (
        // The contribution is the line members pay: it stands out.
        <div
          key={label}
          className={`contents ${i === 2 ? 'font-semibold text-stone-900' : 'text-stone-600'}`}
        >
          <dt>{label}</dt>
          <dd className="text-right whitespace-nowrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
