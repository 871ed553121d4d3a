import { COURIER_INFO, COURIERS, type Courier } from '@toko/shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

export interface Shipment {
  courier: Courier;
  trackingNumber: string;
}

/** Asks for the courier and the Nomor Resi when an order is marked shipped (both required, ADR 027). */
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
  const [value, setValue] = useState(initial);
  const [courier, setCourier] = useState<Courier | ''>(initialCourier ?? '');
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!courier || !value.trim()) return;
    onSubmit({ courier, trackingNumber: value.trim() });
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
          Order <span className="font-mono">{orderNumber}</span> will be marked shipped.
        </p>
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
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="JNE1234567890"
          maxLength={100}
          autoFocus
          error={tried && !value.trim() ? 'Isi Nomor Resi' : undefined}
          hint="The courier's tracking number; the customer sees it with the order"
        />
      </form>
    </Dialog>
  );
}
