import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressStepPage } from './address-step-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ADDRESS = {
  id: 4,
  label: 'Rumah',
  recipient: 'Budi',
  phone: '081234567801',
  provinsi: 'Jawa Timur',
  kabupaten: 'Kota Surabaya',
  kecamatan: 'Gubeng',
  desa: 'Airlangga',
  jalan: 'Jl. Airlangga 12',
  postal_code: '60286',
  is_default: true,
  pinLocation: null,
};

function renderStep(addresses: unknown[]) {
  const fetch = vi.fn(async (url: string) =>
    url === '/api/shipping-address'
      ? new Response(JSON.stringify({ addresses }), { status: 200 })
      : new Response(JSON.stringify({ order: { order_number: 'ORD-20261122-7K3Q9' } }), { status: 201 }),
  );
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter(
    [
      { path: '/cart/address', element: <AddressStepPage /> },
      { path: '/cart/order-payment/:orderNumber', element: <p>Halaman pembayaran</p> },
    ],
    { initialEntries: ['/cart/address'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetch, router };
}

describe('AddressStepPage', () => {
  it('says when there is no address and offers to add one', async () => {
    renderStep([]);
    expect(await screen.findByText('No addresses found. Please add an address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Alamat Pengiriman' })).toHaveAttribute(
      'href',
      '/account/addresses?new=1&next=%2Fcart%2Faddress',
    );
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
  });

  it('keeps Buat Pesanan disabled until an address is picked, then creates the order', async () => {
    const { fetch, router } = renderStep([ADDRESS]);
    const option = await screen.findByRole('radio', { name: /Rumah - Budi/ });
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
    await userEvent.click(option);
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders/create',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ shipping_address_id: 4, payment_method: 'bank_transfer' }),
      }),
    );
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/cart/order-payment/ORD-20261122-7K3Q9'),
    );
    expect(toast.success).toHaveBeenCalledWith('Order created successfully!');
  });
});
