import { VOUCHER_TYPE_LABEL, type Voucher } from '@toko/shared';
import { ListOrdered, Pencil, Plus, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useSetVoucherActive, useVouchers } from '../api/vouchers.ts';
import { VoucherFormDialog } from '../components/voucher-form-dialog.tsx';
import { VoucherOrdersDialog } from '../components/voucher-orders-dialog.tsx';

/** What a voucher takes off, as the owner reads it in the list. */
export function describeVoucher(v: Voucher): string {
  const cap = v.max_discount ? `, maks. ${formatRupiah(v.max_discount)}` : '';
  if (v.type === 'percent') return `${v.value}%${cap}`;
  if (v.type === 'fixed') return formatRupiah(v.value);
  return `${VOUCHER_TYPE_LABEL.free_shipping}${cap}`;
}

/** What a shopper typing the code now would meet, in the owner's words. */
export function voucherState(v: Voucher, now = Date.now()): string {
  if (!v.active) return 'Nonaktif';
  if (v.ends_at && Date.parse(v.ends_at) <= now) return 'Berakhir';
  if (v.starts_at && Date.parse(v.starts_at) > now) return 'Belum berlaku';
  if (v.quota !== null && v.used >= v.quota) return 'Habis';
  return 'Aktif';
}

const period = (v: Voucher) =>
  v.starts_at || v.ends_at
    ? `${v.starts_at ? formatDate(v.starts_at, 'DD MMM YYYY') : '...'} - ${v.ends_at ? formatDate(v.ends_at, 'DD MMM YYYY') : '...'}`
    : 'Tanpa batas waktu';

const COLUMNS: Columns<Voucher> = [
  numberColumn(),
  { header: 'Kode', cellClassName: 'font-mono font-medium', cell: (v) => v.code },
  { header: 'Potongan', cellClassName: 'whitespace-nowrap', cell: describeVoucher },
  {
    header: 'Min. belanja',
    className: 'text-right',
    cell: (v) => (v.min_purchase ? formatRupiah(v.min_purchase) : '-'),
  },
  {
    header: 'Terpakai',
    className: 'text-right',
    cellClassName: 'whitespace-nowrap',
    cell: (v) => (v.quota === null ? `${v.used} / tanpa batas` : `${v.used} / ${v.quota}`),
  },
  { header: 'Berlaku', cellClassName: 'whitespace-nowrap', cell: period },
  {
    header: 'Status',
    cell: (v) => {
      const state = voucherState(v);
      return <Badge tone={state === 'Aktif' ? 'green' : 'gray'}>{state}</Badge>;
    },
  },
];

/** 'Voucher' (ADR 072): the owner's codes with their usage, add and edit, switch off, and who used one. */
export default function VouchersPage() {
  const { page, setPage, settle } = useListPage('');
  const vouchers = useVouchers(page);
  settle(vouchers.data, vouchers.data?.data.length ?? 0);
  const [editing, setEditing] = useState<Voucher | null>(null);
  const [adding, setAdding] = useState(false);
  const [ordersOf, setOrdersOf] = useState<Voucher | null>(null);
  const setActive = useSetVoucherActive();
  const switching = useConfirmAction((v: Voucher) => setActive.mutateAsync({ id: v.id, active: !v.active }), {
    success: (v) => (v.active ? `Voucher ${v.code} dinonaktifkan` : `Voucher ${v.code} diaktifkan`),
    failure: 'Gagal mengubah status voucher',
  });

  const actions = actionsColumn<Voucher>((v) => (
    <>
      <IconButton label={`Pesanan dengan ${v.code}`} onClick={() => setOrdersOf(v)}>
        <ListOrdered className="size-4" aria-hidden />
      </IconButton>
      <IconButton label={`Ubah ${v.code}`} onClick={() => setEditing(v)}>
        <Pencil className="size-4" aria-hidden />
      </IconButton>
      <IconButton
        label={v.active ? `Nonaktifkan ${v.code}` : `Aktifkan ${v.code}`}
        tone={v.active ? 'danger' : undefined}
        onClick={() => switching.ask(v)}
      >
        {v.active ? <PowerOff className="size-4" aria-hidden /> : <Power className="size-4" aria-hidden />}
      </IconButton>
    </>
  ));

  return (
    <ListPage
      title="Voucher"
      intro="Kode yang diketik pembeli di keranjang ('Kode Voucher'). Pesanan yang dibatalkan atau kedaluwarsa mengembalikan kuotanya."
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Tambah Voucher
        </Button>
      }
    >
      <ListTable
        query={vouchers}
        rows={(d) => d.data}
        rowKey={(v) => v.id}
        columns={[...COLUMNS, actions]}
        empty="Belum ada voucher"
        onPage={setPage}
      />
      <VoucherFormDialog
        open={adding || editing !== null}
        voucher={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <VoucherOrdersDialog voucher={ordersOf} onClose={() => setOrdersOf(null)} />
      <ConfirmDialog
        {...switching.dialog}
        title={switching.target?.active ? 'Nonaktifkan Voucher' : 'Aktifkan Voucher'}
        message={
          switching.target?.active ? (
            <>
              Nonaktifkan <strong>{switching.target?.code}</strong>? Pembeli tidak bisa memakainya lagi;
              pesanan yang sudah dibuat tetap mendapat diskonnya.
            </>
          ) : (
            <>
              Aktifkan lagi <strong>{switching.target?.code}</strong>?
            </>
          )
        }
        confirmLabel={switching.target?.active ? 'Nonaktifkan' : 'Aktifkan'}
        cancelLabel="Batal"
      />
    </ListPage>
  );
}
