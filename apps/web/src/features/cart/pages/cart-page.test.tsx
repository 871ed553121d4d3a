import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@toko/shared';
import { summarizeCart } from '@toko/shared/cart';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartPage } from './cart-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

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
      },
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
      },
    },
  ];
  return { cartItems, ...summarizeCart(cartItems) };
}

function renderCart(cart: Cart) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(cart), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CartPage cart={cart} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
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

  it('disables minus at 1 and plus at the stock, and sends the new quantity', async () => {
    const fetch = renderCart(makeCart());
    expect(screen.getByRole('button', { name: 'Kurangi jumlah Sofa Minimalis' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tambah jumlah Lampu Meja' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah Sofa Minimalis' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/cart/item/11',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ quantity: 2 }) }),
    );
  });

  it('asks before removing, naming the product, then removes and says so', async () => {
    const fetch = renderCart(makeCart());
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Lampu Meja' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Lampu Meja')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(fetch).toHaveBeenCalledWith('/api/cart/item/12', expect.objectContaining({ method: 'DELETE' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Item removed from cart'));
  });

  it('tells the shopper when a quantity change fails, with the server message', async () => {
    const fetch = renderCart(makeCart());
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Stok tidak mencukupi (tersisa 5)', code: 'CONFLICT' }), {
        status: 409,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tambah jumlah Sofa Minimalis' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update quantity: Stok tidak mencukupi (tersisa 5)'),
    );
  });

  it('says the cart is empty when there are no lines', () => {
    renderCart({ ...makeCart(), cartItems: [] });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
