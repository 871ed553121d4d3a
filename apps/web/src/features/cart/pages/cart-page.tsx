import type { Cart, CartItem } from '@toko/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/notify.ts';
import { useCartWithVoucher } from '../api/cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { cartProblems } from '../cart-problems.ts';
import { CartLine } from '../components/cart-line.tsx';
import { CartSummary } from '../components/cart-summary.tsx';
import { VoucherField } from '../components/voucher-field.tsx';
import { useVoucherCode } from '../voucher-code.ts';

/** Step 1 (docs/product.md 2.6): the lines with their steppers and the summary. */
export function CartPage({ cart }: { cart: Cart }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  // The delete dialog holds the chosen line until it is confirmed or closed (docs/product.md 4).
  const [toRemove, setToRemove] = useState<CartItem | null>(null);
  // With a voucher applied the summary is the server's preview of it (ADR 072).
  const voucherCode = useVoucherCode();
  const previewed = useCartWithVoucher(voucherCode);
  const withVoucher = voucherCode ? previewed.data : undefined;

  const changeQuantity = (item: CartItem, quantity: number) =>
    update.mutate(
      { id: item.id, quantity },
      { onError: (err) => toastFailure('Failed to update quantity', err) },
    );

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: () => {
        toast.success('Item removed from cart');
        setToRemove(null);
      },
      onError: (err) => toastFailure('Failed to remove item from cart', err),
    });
  };

  const busy = (item: CartItem) =>
    (update.isPending && update.variables?.id === item.id) ||
    (remove.isPending && remove.variables === item.id);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section
        aria-labelledby="cart-title"
        className="rounded-2xl border border-stone-200 bg-white px-4 sm:px-5"
      >
        <h1 id="cart-title" className="border-b border-stone-100 py-4 text-lg font-semibold">
          Keranjang Belanja <span className="font-normal text-stone-500">({cart.count} barang)</span>
        </h1>
        {cart.cartItems.length === 0 ? (
          <p className="py-10 text-center text-stone-600">Your cart is empty.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {cart.cartItems.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={busy(item)}
                onQuantity={(q) => changeQuantity(item, q)}
                onRemove={() => setToRemove(item)}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="lg:sticky lg:top-24">
        <CartSummary
          summary={withVoucher?.orderSummary ?? cart.orderSummary}
          problems={cartProblems(cart.cartItems)}
          shippingTo={(withVoucher ?? cart).shipping_to}
          voucher={<VoucherField applied={voucherCode} preview={withVoucher?.voucher ?? null} />}
        />
      </div>
      <ConfirmDialog
        open={toRemove !== null}
        title="Hapus Produk"
        message={
          <>
            Hapus <strong>{toRemove?.product.name}</strong> dari keranjang?
          </>
        }
        confirmLabel="Hapus"
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setToRemove(null)}
      />
    </div>
  );
}
