import type { BarangGroup } from '@toko/shared';
import { POSITION_KIND_LABEL, type PositionCost, positionCosts } from '@toko/shared/position-cost';
import { formatRupiah } from '../../../lib/format.ts';

const rate = (c: PositionCost) =>
  c.ratePerYear === null
    ? '-'
    : `${c.ratePerYear.toLocaleString('id-ID', { maximumFractionDigits: 2 })}%${c.ratePerYear === 0 ? ' (tanpa bunga)' : ''}`;

/**
 * What the seat means (docs/decisions/080-position-cost.md): the turn is drawn, so the range from receiving
 * first (a loan from the group) to receiving last (a saving), each with what is paid, what is received and
 * the effective yearly rate. The goods are worth the locked price; the iuran includes the shop's fee.
 */
export function BarangPositionCost({ group }: { group: BarangGroup }) {
  const costs = positionCosts({
    contribution: group.contribution_amount,
    members: group.members,
    savingType: group.saving_type,
    potValue: group.item_price,
    positions: [1, group.members],
  });
  if (costs.length < 2) return null;
  const [first, last] = costs as [PositionCost, PositionCost];
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2" data-testid="barang-position-cost">
      <p className="font-medium text-stone-900">Arti giliranmu</p>
      <p>
        Giliran menerima diundi, jadi posisimu ada di antara dua ujung ini (bayar total{' '}
        {formatRupiah(first.paid)}, terima barang senilai {formatRupiah(first.received)}):
      </p>
      <ul className="mt-1 list-disc pl-5">
        <li>
          Menerima di putaran 1: {POSITION_KIND_LABEL[first.kind]}, bunga efektif per tahun {rate(first)}.
        </li>
        <li>
          Menerima di putaran {last.receiveCycle} (terakhir): {POSITION_KIND_LABEL[last.kind]}, bunga efektif
          per tahun {rate(last)}.
        </li>
      </ul>
    </div>
  );
}
