import type { Cart } from '@toko/shared';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAddresses } from '../../api/addresses/addresses.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ErrorText } from '../../components/ui/states.tsx';
import { useCart } from './api/cart.ts';
import { CheckoutSteps } from './components/checkout-steps.tsx';
import { EmptyCart } from './components/empty-cart.tsx';
import { AddressStepPage } from './pages/address-step-page.tsx';
import { CartPage } from './pages/cart-page.tsx';

/**
 * The cart area /cart/* (docs/product.md 2.6; its routes are in app/router.tsx). Loading it fetches the cart and
 * the addresses. The cart and address steps show the empty-cart screen when the cart is empty; the
 * payment page comes after the order has emptied the cart, so it does not.
 */
export function CartLayout() {
  useAddresses();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Outlet />
    </div>
  );
}

/** /cart: step 1. */
export function CartStep() {
  return <WithCart step={1}>{(cart) => <CartPage cart={cart} />}</WithCart>;
}

/** /cart/address: step 2. */
export function AddressStep() {
  return <WithCart step={2}>{() => <AddressStepPage />}</WithCart>;
}

function WithCart({ step, children }: { step: 1 | 2; children: (cart: Cart) => ReactNode }) {
  const cart = useCart();
  if (cart.isPending) return <Spinner />;
  if (cart.isError) return <ErrorText error={cart.error} />;
  if (cart.data.count === 0) return <EmptyCart />;
  return (
    <>
      <CheckoutSteps current={step} />
      {children(cart.data)}
    </>
  );
}
