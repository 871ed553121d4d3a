import type { Order } from '@toko/shared';
import { COURIER_INFO, COURIERS, type Courier } from '@toko/shared/constants';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toastFailure } from '../../../lib/notify.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';

export interface Shipment {
  courier: Courier;
  trackingNumber: string;
}

/** The courier and the Nomor Resi, both required once an order ships (ADR 027); shown after a first try. */
function useShipmentFields(initialCourier: Courier | null | undefined, initialResi: string) {
  const [courier, setCourier] = useState<Courier | ''>(initialCourier ?? '');
  const [resi, setResi] = useState(initialResi);
  const [tried, setTried] = useState(false);
  const read = (): Shipment | null => {
    setTried(true);
    return courier && resi.trim() ? { courier, trackingNumber: resi.trim() } : null;
  };
  const fields = (
    <>
      <Select
        label="Kurir"
        value={courier}
        onChange={(e) => setCourier(e.target.value as Courier | '')}
        error={tried && !courier ? 'Pilih kurir' : undefined}
      >
        <option value="">Pilih kurir</option>
        {COURIERS.map((c) => (
          <option key={c} value={c}>
            {COURIER_INFO[c].label}
          </option>
        ))}
      </Select>
      <Field
        label="Nomor Resi"
        value={resi}
        onChange={(e) => setResi(e.target.value)}
        placeholder="JNE1234567890"
        maxLength={100}
        error={tried && !resi.trim() ? 'Isi Nomor Resi' : undefined}
        hint="Nomor resi dari kurir; pembeli melihatnya di pesanannya"
      />
    </>
  );
  return { fields, read };
}

/** Asks for the courier and the Nomor Resi when an order is marked shipped. */
export function TrackingNumberDialog({
  open,
  orderNumber,
  initial,
  initialCourier,
  loading,
  onSubmit,
  onClose,
}: {
  open: boolean;
  orderNumber: string;
  initial: string;
  initialCourier?: Courier | null;
  loading?: boolean;
  onSubmit: (shipment: Shipment) => void;
  onClose: () => void;
}) {
  const { fields, read } = useShipmentFields(initialCourier, initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const shipment = read();
    if (shipment) onSubmit(shipment);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Kirim pesanan"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Batal
          </Button>
          <Button type="submit" form="tracking-number" loading={loading}>
            Simpan
          </Button>
        </>
      }
    >
      <form id="tracking-number" onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <p className="text-sm text-stone-600">
          Pesanan <span className="font-mono">{orderNumber}</span> akan ditandai Dikirim.
        </p>
        {fields}
      </form>
    </Dialog>
  );
}

/** The order dialog's Nomor Resi form for a shipped order: a corrected courier or resi, sent together. */
export function ShipmentForm({ order }: { order: Order }) {
  const { fields, read } = useShipmentFields(order.courier, order.tracking_number ?? '');
  const update = useUpdateOrderStatus();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const shipment = read();
    if (!shipment) return;
    try {
      await update.mutateAsync({
        id: order.id,
        body: { courier: shipment.courier, tracking_number: shipment.trackingNumber },
      });
      toast.success('Nomor Resi disimpan');
    } catch (err) {
      toastFailure('Gagal menyimpan Nomor Resi', err);
    }
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Nomor Resi"
      className="grid items-start gap-2 sm:grid-cols-[12rem_1fr_auto]"
      noValidate
    >
      {fields}
      <Button type="submit" variant="outline" className="sm:mt-6" loading={update.isPending}>
        Simpan
      </Button>
    </form>
  );
}
