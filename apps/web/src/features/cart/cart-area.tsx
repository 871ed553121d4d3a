import type { Cart } from '@toko/shared';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAddresses } from '../../api/addresses/addresses.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ErrorText } from '../../components/ui/states.tsx';
import { useCart } from './api/cart.ts';
import { CheckoutSteps } from './components/checkout-steps.tsx';
import { EmptyCart } from './components/empty-cart.tsx';
import { AddressStepPage } from './pages/address-step-page.tsx';
import { CartPage } from './pages/cart-page.tsx';
import { ConfirmationPage } from './pages/confirmation-page.tsx';
import { PaymentPage } from './pages/payment-page.tsx';

/**
 * The cart area /cart/* (spec 2.6). Loading it fetches the cart and the addresses. The cart and address
 * steps show the empty-cart screen when the cart is empty; the payment page comes after the order has
 * emptied the cart, so it does not.
 */
export default function CartArea() {
  useAddresses();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Routes>
        <Route index element={<WithCart step={1}>{(cart) => <CartPage cart={cart} />}</WithCart>} />
        <Route path="address" element={<WithCart step={2}>{() => <AddressStepPage />}</WithCart>} />
        <Route path="order-payment/:orderNumber" element={<PaymentPage />} />
        <Route path="confirmation" element={<ConfirmationPage />} />
        <Route path="*" element={<Navigate to="/cart" replace />} />
      </Routes>
    </div>
  );
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
