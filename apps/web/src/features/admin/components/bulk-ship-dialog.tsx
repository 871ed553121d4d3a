import type { BulkOrderRow, Order } from '@toko/shared';
import { COURIER_INFO, COURIERS, type Courier, ORDER_STATUS_LABEL } from '@toko/shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

interface Row {
  courier: Courier | '';
  resi: string;
}

function CourierOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {COURIERS.map((c) => (
        <option key={c} value={c}>
          {COURIER_INFO[c].label}
        </option>
      ))}
    </>
  );
}

/** 'Kurir' on screen, 'Kurir ORD-…' to a screen reader: every row's fields have their own name. */
function RowLabel({ text, order }: { text: string; order: Order }) {
  return (
    <>
      {text}
      <span className="sr-only"> {order.order_number}</span>
    </>
  );
}

/**
 * Shipping the selection in one form (ADR 088): a courier and a Nomor Resi per order, as one order's
 * dialog asks; 'Kurir untuk semua' fills every row at once. Nothing is sent until every row is complete.
 */
export function BulkShipDialog({
  open,
  orders,
  loading,
  onSubmit,
  onClose,
}: {
  open: boolean;
  orders: Order[];
  loading: boolean;
  onSubmit: (rows: BulkOrderRow[]) => void;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [tried, setTried] = useState(false);
  const rowOf = (o: Order): Row => rows[o.id] ?? { courier: o.courier ?? '', resi: o.tracking_number ?? '' };
  const setRow = (id: number, row: Row) => setRows((prev) => ({ ...prev, [id]: row }));
  const setAllCouriers = (courier: Courier | '') => {
    if (!courier) return;
    setRows(Object.fromEntries(orders.map((o) => [o.id, { ...rowOf(o), courier }])));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const filled = orders.map((o) => ({ o, row: rowOf(o) }));
    if (filled.some(({ row }) => !row.courier || !row.resi.trim())) return;
    onSubmit(
      filled.map(({ o, row }) => ({
        id: o.id,
        courier: row.courier as Courier,
        tracking_number: row.resi.trim(),
      })),
    );
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Kirim ${orders.length} pesanan`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Batal
          </Button>
          <Button type="submit" form="bulk-ship" loading={loading}>
            Tandai Dikirim
          </Button>
        </>
      }
    >
      <form id="bulk-ship" onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="text-sm text-stone-600">
          Isi kurir dan Nomor Resi setiap pesanan. Pembeli melihat resinya di pesanannya.
        </p>
        <Select
          label="Kurir untuk semua"
          defaultValue=""
          onChange={(e) => setAllCouriers(e.target.value as Courier | '')}
        >
          <CourierOptions placeholder="Pilih untuk mengisi semua baris" />
        </Select>
        <ol className="flex flex-col divide-y divide-stone-100">
          {orders.map((o) => {
            const row = rowOf(o);
            return (
              <li key={o.id} className="grid gap-2 py-3 sm:grid-cols-[11rem_10rem_1fr] sm:items-start">
                <div className="text-sm">
                  <p className="font-mono text-xs">{o.order_number}</p>
                  <p className="text-stone-500">
                    {o.user?.fullname ?? '-'} · {ORDER_STATUS_LABEL[o.status]}
                  </p>
                </div>
                <Select
                  label={<RowLabel text="Kurir" order={o} />}
                  value={row.courier}
                  onChange={(e) => setRow(o.id, { ...row, courier: e.target.value as Courier | '' })}
                  error={tried && !row.courier ? 'Pilih kurir' : undefined}
                >
                  <CourierOptions placeholder="Pilih kurir" />
                </Select>
                <Field
                  label={<RowLabel text="Nomor Resi" order={o} />}
                  value={row.resi}
                  maxLength={100}
                  onChange={(e) => setRow(o.id, { ...row, resi: e.target.value })}
                  error={tried && !row.resi.trim() ? 'Isi Nomor Resi' : undefined}
                />
              </li>
            );
          })}
        </ol>
      </form>
    </Dialog>
  );
}
