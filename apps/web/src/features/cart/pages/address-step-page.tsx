import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@toko/shared';
import { BANK_TRANSFER } from '@toko/shared/constants';
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { useAddresses } from '../api/addresses.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { cartKeys, checkoutKeys } from '../api/keys.ts';

// The account area's address form, opened for a new address, comes back here with it picked.
const ADD_ADDRESS_HREF = `/account/addresses?new=1&next=${encodeURIComponent('/cart/address')}`;

/** Step 2 (spec 2.6): pick a saved address, then 'Buat Pesanan'. */
export function AddressStepPage() {
  const addresses = useAddresses();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const returnedWith = (location.state as { addressId?: number } | null)?.addressId ?? null;
  const [picked, setPicked] = useState<number | null>(returnedWith);

  const submit = () => {
    if (picked === null) return;
    createOrder.mutate(
      { shipping_address_id: picked, payment_method: BANK_TRANSFER },
      {
        onSuccess: (order) => {
          toast.success('Order created successfully!');
          navigate(`/cart/order-payment/${order.order_number}`);
          queryClient.invalidateQueries({ queryKey: cartKeys.all() });
          queryClient.invalidateQueries({ queryKey: checkoutKeys.orders() });
        },
        onError: (err) => toast.error(`Gagal membuat pesanan: ${errorMessage(err)}`),
      },
    );
  };

  return (
    <section aria-labelledby="address-step-title" className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="address-step-title" className="text-xl font-bold">
          Pilih Alamat Pengiriman
        </h1>
        <Link to={ADD_ADDRESS_HREF} className={buttonClass('outline', 'sm')}>
          <Plus className="size-4" aria-hidden />
          Tambah Alamat
        </Link>
      </div>
      {addresses.isPending ? (
        <Spinner />
      ) : addresses.isError ? (
        <ErrorText error={addresses.error} />
      ) : addresses.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center">
          <MapPin className="size-8 text-stone-400" aria-hidden />
          <p className="text-stone-600">No addresses found. Please add an address.</p>
          <Link to={ADD_ADDRESS_HREF} className={buttonClass('primary')}>
            Tambah Alamat Pengiriman
          </Link>
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">Alamat pengiriman</legend>
          <div className="flex flex-col gap-3">
            {addresses.data.map((a) => (
              <AddressOption
                key={a.id}
                address={a}
                checked={picked === a.id}
                onPick={() => setPicked(a.id)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to="/cart" className={buttonClass('ghost')}>
          Kembali ke Keranjang
        </Link>
        <Button size="lg" onClick={submit} disabled={picked === null} loading={createOrder.isPending}>
          Buat Pesanan
        </Button>
      </div>
    </section>
  );
}

function AddressOption({
  address: a,
  checked,
  onPick,
}: {
  address: Address;
  checked: boolean;
  onPick: () => void;
}) {
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-2xl border bg-white p-4 transition-colors ${
        checked ? 'border-brand-600 ring-2 ring-brand-200' : 'border-stone-200 hover:border-stone-300'
      }`}
    >
      <input
        type="radio"
        name="shipping-address"
        className="mt-1 size-4 accent-brand-700"
        checked={checked}
        onChange={onPick}
      />
      <span className="min-w-0 flex-1 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-stone-900">
            {a.label} - {a.recipient}
          </span>
          {a.is_default ? <Badge tone="brand">Default</Badge> : null}
        </span>
        <span className="mt-1 block text-stone-600">{a.phone}</span>
        <span className="mt-1 block break-words text-stone-600">
          {a.jalan}, Desa/Kel. {a.desa}, Kec. {a.kecamatan}, Kab. {a.kabupaten}, {a.provinsi}, {a.postal_code}
        </span>
      </span>
    </label>
  );
}
