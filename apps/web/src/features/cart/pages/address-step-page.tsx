import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@toko/shared';
import { BANK_TRANSFER } from '@toko/shared/constants';
import { kabupatenLabel } from '@toko/shared/regions';
import { MapPin, Plus } from 'lucide-react';
import { type Ref, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAddresses } from '../../../api/addresses/addresses.ts';
import { useSaveAddress } from '../../../api/addresses/save-address.ts';
import { refreshCart } from '../../../api/cart/refresh-cart.ts';
import { errorMessage } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { AddressForm } from '../../../components/address-form.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { useCart, useCartForAddress } from '../api/cart.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { cartProblems } from '../cart-problems.ts';
import { CartProblemsAlert } from '../components/cart-problems-alert.tsx';
import { SummaryRow } from '../components/summary-row.tsx';
import { setVoucherCode, useVoucherCode } from '../voucher-code.ts';

/**
 * Step 2 (docs/product.md 2.6): pick a saved address (the default one is picked to begin with), then 'Buat
 * Pesanan', shut while a cart line cannot be bought. A new address is added right here: the
 * form opens in the page (not a modal, so a phone scrolls it as one page with its keyboard up), and once
 * saved the reloaded list has it picked.
 */
export function AddressStepPage() {
  const addresses = useAddresses();
  const saveAddress = useSaveAddress();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const cart = useCart();
  const voucherCode = useVoucherCode();
  const [chosen, setPicked] = useState<number | null>(null);
  // Until the shopper picks one, the default address is the one the order goes to.
  const picked = chosen ?? addresses.data?.find((a) => a.is_default)?.id ?? null;
  const problems = cart.data ? cartProblems(cart.data.cartItems) : [];
  // Shipping depends on where the goods go: the server prices it again for the picked address.
  const priced = useCartForAddress(picked, voucherCode);
  const summary = priced.data?.orderSummary;
  const [adding, setAdding] = useState(false);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pickedOption = useRef<HTMLInputElement>(null);
  const wasAdding = useRef(false);

  // The button that opened the form goes away with it, so focus follows: to the form's title when it
  // opens, and when it closes to the picked address (after a save) or back to 'Tambah Alamat'.
  useLayoutEffect(() => {
    if (adding) {
      wasAdding.current = true;
      formTitle.current?.focus();
    } else if (wasAdding.current) {
      wasAdding.current = false;
      (pickedOption.current ?? addButton.current)?.focus();
    }
  }, [adding]);

  // A double click is one order: repeats are ignored until the first request has answered.
  const order = useBusyAction(async () => {
    if (picked === null || problems.length > 0) return;
    try {
      const created = await createOrder.mutateAsync({
        shipping_address_id: picked,
        payment_method: BANK_TRANSFER,
        // The server works the discount out again; a code that no longer applies refuses the order.
        ...(voucherCode ? { voucher_code: voucherCode } : {}),
      });
      setVoucherCode(null);
      toast.success('Order created successfully!');
      navigate(`/cart/order-payment/${created.order_number}`);
      void refreshCart(queryClient);
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
    } catch (err) {
      toast.error(`Gagal membuat pesanan: ${errorMessage(err)}`);
    }
  });

  return (
    <section aria-labelledby="address-step-title" className="mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="address-step-title" className="text-xl font-bold">
          Pilih Alamat Pengiriman
        </h1>
        {adding || !addresses.isSuccess ? null : (
          <Button ref={addButton} variant="outline" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            Tambah Alamat
          </Button>
        )}
      </div>
      {addresses.isPending ? (
        <Spinner />
      ) : addresses.isError ? (
        <ErrorText error={addresses.error} />
      ) : adding ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <h2 ref={formTitle} tabIndex={-1} className="mb-4 text-lg font-semibold focus:outline-none">
            Tambah Alamat Pengiriman
          </h2>
          <AddressForm
            address={null}
            firstAddress={addresses.data.length === 0}
            onSubmit={(body) => saveAddress.mutateAsync({ id: null, body })}
            success="Alamat berhasil ditambahkan"
            failure="Gagal menambahkan alamat"
            // Runs once the list has been reloaded with the new address in it (see useSaveAddress).
            onSaved={(saved) => {
              setPicked(saved.id);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : addresses.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center">
          <MapPin className="size-8 text-stone-400" aria-hidden />
          <p className="text-stone-600">No addresses found. Please add an address.</p>
          <Button onClick={() => setAdding(true)}>Tambah Alamat Pengiriman</Button>
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">Alamat pengiriman</legend>
          <div className="flex flex-col gap-3">
            {addresses.data.map((a) => (
              <AddressOption
                key={a.id}
                ref={picked === a.id ? pickedOption : undefined}
                address={a}
                checked={picked === a.id}
                onPick={() => setPicked(a.id)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {problems.length > 0 && !adding ? <CartProblemsAlert problems={problems} className="mt-6" /> : null}
      {voucherCode && !adding ? (
        <p className="mt-6 text-sm text-stone-600">
          Kode voucher <strong className="text-stone-900">{voucherCode}</strong> dipakai untuk pesanan ini.
        </p>
      ) : null}
      {summary && !adding ? (
        <dl
          aria-label="Ringkasan biaya"
          aria-live="polite"
          className="mt-6 flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4"
        >
          <SummaryRow label="Subtotal">{formatRupiah(summary.subTotal)}</SummaryRow>
          <SummaryRow label="Pengiriman">
            {summary.shipping ? formatRupiah(summary.shipping) : 'Gratis'}
          </SummaryRow>
          {summary.discount ? (
            <SummaryRow label="Diskon">- {formatRupiah(summary.discount)}</SummaryRow>
          ) : null}
          <SummaryRow label="Total" strong>
            {formatRupiah(summary.total)}
          </SummaryRow>
        </dl>
      ) : null}
      {adding ? null : (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link to="/cart" className={buttonClass('ghost')}>
            Kembali ke Keranjang
          </Link>
          <Button
            size="lg"
            onClick={() => order.run()}
            disabled={picked === null || problems.length > 0}
            loading={order.busy}
          >
            Buat Pesanan
          </Button>
        </div>
      )}
    </section>
  );
}

function AddressOption({
  ref,
  address: a,
  checked,
  onPick,
}: {
  ref?: Ref<HTMLInputElement>;
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
        ref={ref}
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
          {a.jalan}, Desa/Kel. {a.desa}, Kec. {a.kecamatan}, {kabupatenLabel(a.kabupaten)}, {a.provinsi},{' '}
          {a.postal_code}
        </span>
      </span>
    </label>
  );
}
