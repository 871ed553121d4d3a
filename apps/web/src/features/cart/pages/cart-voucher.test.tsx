import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartVoucher } from '@toko/shared';
import { summarizeCart } from '@toko/shared/cart';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { setVoucherCode } from '../voucher-code.ts';
import { CartPage } from './cart-page.tsx';

// 'Kode Voucher' on the cart (docs/decisions/072-vouchers.md): the server says whether a code applies; the
// summary shows its 'Diskon', or the field shows why not.

afterEach(() => {
  setVoucherCode(null);
  resetPage();
});

const items = [
  {
    id: 11,
    quantity: 2,
    product: {
      id: 1,
      name: 'Kursi Rotan',
      slug: 'kursi-rotan',
      category_slug: 'chairs',
      description: 'Kursi rotan asli',
      thumbnail_url: null,
      price: 300_000,
      stock: 5,
      purchase_limit: 5,
      held_unpaid: 0,
    },
    variant: null,
  },
];
const cart: Cart = { cartItems: items, ...summarizeCart(items), voucher: null, shipping_to: null };

/** GET /cart answers with the preview of the code asked for: HEMAT10 takes Rp 50.000 off, others are refused. */
function answer(call: Call): Cart {
  const code = call.query.get('voucher_code')?.toUpperCase();
  if (!code) return cart;
  const voucher: CartVoucher =
    code === 'HEMAT10'
      ? { code, applies: true, reason: null, type: 'percent', discount: 50_000, note: null }
      : {
          code,
          applies: false,
          reason: 'Minimal belanja Rp\u00a01.000.000',
          type: 'fixed',
          discount: 0,
          note: null,
        };
  return { cartItems: items, ...summarizeCart(items, voucher.discount), voucher, shipping_to: null };
}

function renderCart() {
  const api = mockApi({ 'GET /api/cart': answer, 'GET /api/cart/count': () => ({ count: 2 }) });
  renderPage(<CartPage cart={cart} />, { path: '/cart', as: 'customer' });
  return api;
}

const summary = () => screen.getByRole('region', { name: 'Ringkasan Belanja' });

describe('the Kode Voucher field', () => {
  it('applies a code the server accepts: Diskon line, lower total, and a way to remove it', async () => {
    const api = renderCart();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kode Voucher'), 'hemat10');
    await user.click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await within(summary()).findByText('Voucher HEMAT10 dipakai')).toBeInTheDocument();
    expect(api.calls.some((c) => c.query.get('voucher_code') === 'hemat10')).toBe(true);
    const diskon = within(summary()).getByText('Diskon').parentElement!;
    expect(diskon).toHaveTextContent('- Rp 50.000');
    expect(within(summary()).getByText('Total').parentElement).toHaveTextContent('Rp 550.000');

    // Focus follows: to 'Hapus voucher' once the code applies, back to the field once it is removed.
    expect(screen.getByRole('button', { name: 'Hapus voucher' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Kode Voucher')).toHaveFocus();
    expect(within(summary()).queryByText('Diskon')).not.toBeInTheDocument();
    expect(within(summary()).getByText('Total').parentElement).toHaveTextContent('Rp 600.000');
    expect(screen.getByLabelText('Kode Voucher')).toHaveValue('');
  });

  it('shows why a code does not apply, and takes nothing off', async () => {
    renderCart();
    const user = userEvent.setup();
    const field = screen.getByLabelText('Kode Voucher');
    await user.type(field, 'MAHAL{Enter}');
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Minimal belanja Rp 1.000.000');
    expect(field).toHaveAccessibleDescription(/^Minimal belanja Rp.1\.000\.000$/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(summary()).queryByText('Diskon')).not.toBeInTheDocument();
    expect(within(summary()).getByText('Total').parentElement).toHaveTextContent('Rp 600.000');
  });

  it('asks for a code before asking the server', async () => {
    const api = renderCart();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pakai' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Isi kode voucher dulu');
    expect(api.calls.some((c) => c.query.has('voucher_code'))).toBe(false);
  });
});
