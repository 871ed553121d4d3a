import type { Arisan } from '@toko/shared';
import { Link } from 'react-router';
import { BarangArithmeticRows } from '../../../components/barang-arithmetic.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useBarangDetail } from '../api/barang-detail.ts';
import { BARANG_STATE_LABEL, BARANG_STATE_TONE } from '../labels.ts';
import { BarangMembers, type BarangProps } from './barang-members.tsx';

/**
 * An arisan barang's own part of its page (ADR 042): the product and its locked price, the arithmetic,
 * the units taken from stock, why the group could not start, and each member's standing (barang-members).
 */
export function BarangSection({ arisan, readOnly }: { arisan: Arisan; readOnly: boolean }) {
  const detail = useBarangDetail(arisan.id);
  return (
    <QueryState query={detail} errorPrefix="Gagal memuat arisan barang">
      {(data) => <BarangView arisan={arisan} detail={data} readOnly={readOnly} />}
    </QueryState>
  );
}

function BarangView({ arisan, detail, readOnly }: BarangProps) {
  const { group } = detail;
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
        <SectionCard title="Arisan Barang">
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
        </SectionCard>
        <SectionCard title="Perhitungan Iuran">
          <BarangArithmeticRows
            price={group.item_price}
            members={group.members}
            fee={group.admin_fee}
            arithmetic={detail.arithmetic}
          />
        </SectionCard>
      </div>

      <BarangMembers arisan={arisan} detail={detail} readOnly={readOnly} />
    </>
  );
}
