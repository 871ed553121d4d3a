import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@toko/shared';
import { summarizeCart } from '@toko/shared/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { CartPage } from './cart-page.tsx';

afterEach(resetPage);

const LONG = 'Sofa tiga dudukan dengan rangka kayu meranti dan busa berdensitas tinggi yang empuk.';

function makeCart(): Cart {
  const cartItems = [
    {
      id: 11,
      quantity: 1,
      product: {
        id: 1,
        name: 'Sofa Minimalis',
        slug: 'sofa-minimalis',
        category_slug: 'sofas',
        description: LONG,
        thumbnail_url: null,
        price: 1_250_000,
        stock: 5,
        purchase_limit: 5,
        held_unpaid: 0,
      },
      variant: null,
    },
    {
      id: 12,
      quantity: 3,
      product: {
        id: 2,
        name: 'Lampu Meja',
        slug: 'lampu-meja',
        category_slug: null,
        description: 'Lampu baca',
        thumbnail_url: null,
        price: 150_000,
        stock: 3,
        purchase_limit: 3,
        held_unpaid: 0,
      },
      variant: null,
    },
  ];
  return { cartItems, ...summarizeCart(cartItems), voucher: null, shipping_to: null };
}

/** The page with its cart; the cart's routes answer with it (a change answers `change` when given). */
function renderCart(cart: Cart, change?: () => unknown) {
  const answer = () => change?.() ?? cart;
  const api = mockApi({
    'GET /api/cart': () => cart,
    'GET /api/cart/count': () => ({ count: cart.cartItems.length }),
    'PUT /api/cart/item/11': answer,
    'PUT /api/cart/item/12': answer,
    'DELETE /api/cart/item/12': answer,
  });
  renderPage(<CartPage cart={cart} />, { path: '/cart', as: 'customer' });
  const cartCalls = () => api.calls.filter((c) => c.path.startsWith('/api/cart/item'));
  return { api, cartCalls };
}

describe('CartPage', () => {
  it('shows each line with its description cut at 60 characters and its line price', () => {
    renderCart(makeCart());
    expect(screen.getByText(`${LONG.slice(0, 60)}...`)).toBeInTheDocument();
    expect(screen.getByText('Lampu baca')).toBeInTheDocument();
    const prices = screen.getAllByTestId('line-price').map((p) => p.textContent);
    expect(prices).toEqual(['Rp\u00a01.250.000', 'Rp\u00a0450.000']);
  });

  it('shows the unit price next to each line price', () => {
    renderCart(makeCart());
    const units = screen.getAllByTestId('unit-price').map((p) => p.textContent);
    expect(units).toEqual(['1 x Rp\u00a01.250.000', '3 x Rp\u00a0150.000']);
  });

  it('blocks checkout with the reason while a line is out of stock', () => {
    const cart = makeCart();
    cart.cartItems[0]!.product.stock = 0;
    renderCart(cart);
    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(within(summary).queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    const proceed = within(summary).getByRole('button', { name: 'Proceed to Checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Checkout belum bisa dilanjutkan Sofa Minimalis: stok habis. Hapus dari keranjang untuk melanjutkan.',
    );
  });

  it('blocks checkout while a line asks for more than is left, naming what is left', () => {
    const cart = makeCart();
    cart.cartItems[1]!.product.stock = 2;
    renderCart(cart);
    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(within(summary).getByRole('alert')).toHaveTextContent(
      'Lampu Meja: jumlah melebihi stok (tersisa 2). Kurangi jumlahnya untuk melanjutkan.',
    );
    // The line itself says so too, and lets the quantity come down.
    expect(screen.getByText('Stok tersisa 2. Kurangi jumlahnya untuk melanjutkan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kurangi jumlah Lampu Meja' })).toBeEnabled();
  });

  it('stops the stepper at Maks. pembelian, counting what unpaid orders already hold', async () => {
    const cart = makeCart();
    Object.assign(cart.cartItems[0]!.product, { purchase_limit: 2, held_unpaid: 1 });
    renderCart(cart);
    const notes = screen.getAllByTestId('purchase-limit').map((p) => p.textContent);
    expect(notes).toEqual(['Maks. pembelian 2 (1 di pesanan belum dibayar)', 'Maks. pembelian 3']);
    expect(screen.getByRole('button', { name: 'Tambah jumlah Sofa Minimalis' })).toBeDisabled();
  });

  it('blocks checkout while a line is over Maks. pembelian, naming the limit', () => {
    const cart = makeCart();
    cart.cartItems[1]!.product.purchase_limit = 2;
    renderCart(cart);
    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(within(summary).getByRole('alert')).toHaveTextContent(
      'Lampu Meja: melebihi Maks. pembelian 2. Kurangi jumlahnya untuk melanjutkan.',
    );
    expect(
      screen.getByText('Melebihi Maks. pembelian. Kurangi jumlahnya untuk melanjutkan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kurangi jumlah Lampu Meja' })).toBeEnabled();
  });

  it('asks to remove a line whose Maks. pembelian unpaid orders have used up', () => {
    const cart = makeCart();
    Object.assign(cart.cartItems[0]!.product, { purchase_limit: 2, held_unpaid: 2 });
    renderCart(cart);
    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(within(summary).getByRole('alert')).toHaveTextContent(
      'Sofa Minimalis: Maks. pembelian 2 (2 di pesanan belum dibayar) sudah terpakai. Hapus dari keranjang, atau bayar pesanan itu dulu.',
    );
    expect(
      screen.getByText(
        'Maks. pembelian sudah terpakai oleh pesanan yang belum dibayar. Hapus untuk melanjutkan.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the summary with free shipping and the way to checkout', () => {
    renderCart(makeCart());
    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(within(summary).getByText('Gratis')).toBeInTheDocument();
    expect(within(summary).getByText('Pajak')).toBeInTheDocument();
    expect(within(summary).getAllByText('Rp 1.700.000')).toHaveLength(2);
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/cart/address',
    );
  });

  it("names the address 'Pengiriman' is priced for, and warns when the shop no longer delivers there", () => {
    const items = makeCart().cartItems;
    renderCart({
      cartItems: items,
      ...summarizeCart(items, 0, 25_000),
      voucher: null,
      shipping_to: { address_id: 3, label: 'Rumah', kabupaten: 'Kota Semarang', in_area: true },
    });
    const summary = screen.getByRole('region', { name: 'Ringkasan Belanja' });
    expect(within(summary).getByText('ke Rumah, Kota Semarang')).toBeInTheDocument();
    expect(within(summary).getByText('Rp 25.000')).toBeInTheDocument();
    resetPage();

    renderCart({
      ...makeCart(),
      shipping_to: { address_id: 4, label: 'Kantor', kabupaten: 'Kab. Malang', in_area: false },
    });
    expect(
      screen.getByText('Kantor (Kab. Malang) di luar area pengiriman: pilih alamat lain saat checkout'),
    ).toBeInTheDocument();
  });

  it('disables minus at 1 and plus at the stock, and sends the new quantity', async () => {
    const { cartCalls } = renderCart(makeCart());
    expect(screen.getByRole('button', { name: 'Kurangi jumlah Sofa Minimalis' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tambah jumlah Lampu Meja' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah Sofa Minimalis' }));
    await vi.waitFor(() =>
      expect(cartCalls().map((c) => [c.method, c.path, c.body])).toEqual([
        ['PUT', '/api/cart/item/11', { quantity: 2 }],
      ]),
    );
  });

  it('asks before removing, naming the product, then removes and says so', async () => {
    const { cartCalls } = renderCart(makeCart());
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Lampu Meja' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Lampu Meja')).toBeInTheDocument();
    expect(cartCalls()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(cartCalls().map((c) => [c.method, c.path])).toEqual([['DELETE', '/api/cart/item/12']]);
  });

  it('tells the shopper when a quantity change fails, with the server message', async () => {
    renderCart(makeCart(), () =>
      json({ message: 'Stok tidak mencukupi (tersisa 5)', code: 'CONFLICT' }, 409),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah Sofa Minimalis' }));
    expect(
      await screen.findByText('Failed to update quantity: Stok tidak mencukupi (tersisa 5)'),
    ).toBeInTheDocument();
  });

  it('says the cart is empty when there are no lines', () => {
    renderCart({ ...makeCart(), cartItems: [] });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
