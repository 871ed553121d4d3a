import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';

/** Asks for the Nomor Resi (tracking number) when an order is marked shipped; it may be left empty. */
export function TrackingNumberDialog({
  open,
  orderNumber,
  initial,
  loading,
  onSubmit,
  onClose,
}: {
  open: boolean;
  orderNumber: string;
  initial: string;
  loading?: boolean;
  onSubmit: (trackingNumber: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(value.trim());
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
        <Field
          label="Nomor Resi"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="JNE1234567890"
          maxLength={100}
          autoFocus
          hint="The courier's tracking number; the customer sees it with the order"
        />
      </form>
    </Dialog>
  );
}
