import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@toko/shared';
import { summarizeCart } from '@toko/shared/cart';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickRegion, regionHandlers } from '../../../test/regions.ts';
import { type Call, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { setVoucherCode } from '../voucher-code.ts';
import { AddressStepPage } from './address-step-page.tsx';

afterEach(resetPage);

const ADDRESS: Address = {
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

const LINE = {
  id: 11,
  quantity: 2,
  product: {
    id: 1,
    name: 'Sofa Minimalis',
    slug: 'sofa-minimalis',
    category_slug: 'sofas',
    description: 'Sofa',
    thumbnail_url: null,
    price: 1_250_000,
    stock: 5,
  },
};

/** A stand-in server: the address list answers what has been saved so far. */
function renderStep(saved: Address[], { failSave = false, cartItems = [LINE] } = {}) {
  const addresses = [...saved];
  const api = mockApi({
    ...regionHandlers(),
    // Shipping as the server prices it: Rp 25.000 to address 5, free elsewhere.
    'GET /api/cart': ({ query }) => ({
      cartItems,
      ...summarizeCart(cartItems, 0, query.get('address_id') === '5' ? 25_000 : 0),
    }),
    'GET /api/shipping-address': () => ({ addresses }),
    'POST /api/shipping-address': ({ body }) => {
      if (failSave) return json({ message: 'Server sedang sibuk', code: 'INTERNAL' }, 500);
      const address = { id: 9, pinLocation: null, ...(body as object) } as Address;
      addresses.push(address);
      return json({ address }, 201);
    },
    'POST /api/orders/create': () => json({ order: { order_number: 'ORD-20261122-7K3Q9' } }, 201),
  });
  const { router } = renderPage(<AddressStepPage />, { path: '/cart/address', as: 'customer' });
  return { api, router };
}

/** The bodies sent to `route` ('METHOD /api/path'), in order. */
const sent = (calls: Call[], route: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body);

async function fillNewAddress(form: HTMLElement) {
  const user = userEvent.setup();
  const field = (label: string) => within(form).getByLabelText(label);
  await user.type(field('Label Alamat'), 'Kantor');
  await user.type(field('Nama Penerima'), 'Siti');
  await user.type(field('No. Telepon'), '081298765432');
  expect(within(form).getByRole('combobox', { name: 'Kecamatan' })).toBeDisabled();
  await vi.waitFor(() =>
    expect(within(form).getByRole('combobox', { name: 'Provinsi' })).toHaveValue('Jawa Timur'),
  );
  await pickRegion(user, form, 'Kabupaten', 'bang', 'Kab. Bangkalan');
  await pickRegion(user, form, 'Kecamatan', 'aros', 'Arosbaya');
  await pickRegion(user, form, 'Desa/Kelurahan', 'bal', 'Balung');
  await user.type(field('Jalan/Alamat'), 'Jl. Raya Arosbaya No. 7');
  await user.type(field('Kode Pos'), '69151');
}

describe('AddressStepPage', () => {
  it('adds a first address on the step itself, then has it picked and Buat Pesanan enabled', async () => {
    const user = userEvent.setup();
    const { api } = renderStep([]);
    expect(await screen.findByText('No addresses found. Please add an address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Tambah Alamat Pengiriman' }));
    const form = screen.getByRole('form', { name: 'Form alamat pengiriman' });
    expect(screen.getByRole('heading', { name: 'Tambah Alamat Pengiriman' })).toHaveFocus();
    // A first address is the default whatever the checkbox says.
    expect(within(form).getByLabelText('jadikan alamat ini sebagai alamat utama')).toBeChecked();
    await fillNewAddress(form);
    await user.click(within(form).getByRole('button', { name: 'Simpan Alamat' }));

    expect(sent(api.calls, 'POST /api/shipping-address')).toEqual([
      {
        label: 'Kantor',
        recipient: 'Siti',
        phone: '6281298765432',
        provinsi: 'Jawa Timur',
        kabupaten: 'Bangkalan',
        kecamatan: 'Arosbaya',
        desa: 'Balung',
        jalan: 'Jl. Raya Arosbaya No. 7',
        postal_code: '69151',
        is_default: true,
      },
    ]);
    const option = await screen.findByRole('radio', { name: /Kantor - Siti/ });
    expect(option).toBeChecked();
    expect(option).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Form alamat pengiriman' })).not.toBeInTheDocument();
    expect(screen.getByText('Alamat berhasil ditambahkan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await vi.waitFor(() =>
      expect(sent(api.calls, 'POST /api/orders/create')).toEqual([
        { shipping_address_id: 9, payment_method: 'bank_transfer' },
      ]),
    );
  });

  it('picks a newly added address over the one picked before', async () => {
    const user = userEvent.setup();
    renderStep([ADDRESS]);
    await user.click(await screen.findByRole('radio', { name: /Rumah - Budi/ }));
    await user.click(screen.getByRole('button', { name: 'Tambah Alamat' }));
    const form = screen.getByRole('form', { name: 'Form alamat pengiriman' });
    // Not the first address: the customer chooses whether it becomes the default.
    expect(within(form).getByLabelText('jadikan alamat ini sebagai alamat utama')).not.toBeChecked();
    await fillNewAddress(form);
    await user.click(within(form).getByRole('button', { name: 'Simpan Alamat' }));

    expect(await screen.findByRole('radio', { name: /Kantor - Siti/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Rumah - Budi/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled();
  });

  it('keeps the form open and says why when the address cannot be saved', async () => {
    const user = userEvent.setup();
    renderStep([], { failSave: true });
    await user.click(await screen.findByRole('button', { name: 'Tambah Alamat Pengiriman' }));
    const form = screen.getByRole('form', { name: 'Form alamat pengiriman' });
    await fillNewAddress(form);
    await user.click(within(form).getByRole('button', { name: 'Simpan Alamat' }));

    expect(await screen.findByText('Gagal menambahkan alamat: Server sedang sibuk')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Form alamat pengiriman' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Label Alamat')).toHaveValue('Kantor');
  });

  it('Batal closes the form and leaves the list as it was', async () => {
    const user = userEvent.setup();
    const { api } = renderStep([]);
    await user.click(await screen.findByRole('button', { name: 'Tambah Alamat' }));
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('form', { name: 'Form alamat pengiriman' })).not.toBeInTheDocument();
    expect(screen.getByText('No addresses found. Please add an address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Alamat' })).toHaveFocus();
    expect(sent(api.calls, 'POST /api/shipping-address')).toEqual([]);
  });

  it('keeps Buat Pesanan disabled until an address is picked, then creates the order', async () => {
    const { api, router } = renderStep([{ ...ADDRESS, is_default: false }]);
    const option = await screen.findByRole('radio', { name: /Rumah - Budi/ });
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
    await userEvent.click(option);
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await vi.waitFor(() =>
      expect(sent(api.calls, 'POST /api/orders/create')).toEqual([
        { shipping_address_id: 4, payment_method: 'bank_transfer' },
      ]),
    );
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/cart/order-payment/ORD-20261122-7K3Q9'),
    );
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
  });

  it('starts with the default address picked, so Buat Pesanan works at once', async () => {
    const office = { ...ADDRESS, id: 5, label: 'Kantor', is_default: false };
    const { api } = renderStep([office, ADDRESS]);
    expect(await screen.findByRole('radio', { name: /Rumah - Budi/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Kantor - Budi/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await vi.waitFor(() =>
      expect(sent(api.calls, 'POST /api/orders/create')).toEqual([
        { shipping_address_id: 4, payment_method: 'bank_transfer' },
      ]),
    );
  });

  it('sends the voucher applied on the cart with the order, then forgets it', async () => {
    setVoucherCode('HEMAT10');
    const { api } = renderStep([ADDRESS]);
    expect(await screen.findByText('HEMAT10')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Buat Pesanan' }));
    await vi.waitFor(() =>
      expect(sent(api.calls, 'POST /api/orders/create')).toEqual([
        { shipping_address_id: 4, payment_method: 'bank_transfer', voucher_code: 'HEMAT10' },
      ]),
    );
    await vi.waitFor(() => expect(sessionStorage.getItem('toko.voucher-code')).toBeNull());
  });

  it('lets the shopper pick another address than the default', async () => {
    const office = { ...ADDRESS, id: 5, label: 'Kantor', is_default: false };
    const { api } = renderStep([office, ADDRESS]);
    await userEvent.click(await screen.findByRole('radio', { name: /Kantor - Budi/ }));
    expect(screen.getByRole('radio', { name: /Rumah - Budi/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await vi.waitFor(() =>
      expect(sent(api.calls, 'POST /api/orders/create')).toEqual([
        { shipping_address_id: 5, payment_method: 'bank_transfer' },
      ]),
    );
  });

  it("shows 'Pengiriman' priced by the server for the picked address", async () => {
    const office = { ...ADDRESS, id: 5, label: 'Kantor', is_default: false };
    renderStep([office, ADDRESS]);
    const summary = await screen.findByLabelText('Ringkasan biaya');
    expect(await within(summary).findByText('Gratis')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Kantor - Budi/ }));
    expect(await within(summary).findByText(/^Rp\s25\.000$/)).toBeInTheDocument();
  });

  it('shuts Buat Pesanan and says why while a cart line is out of stock', async () => {
    const { api } = renderStep([ADDRESS], {
      cartItems: [{ ...LINE, product: { ...LINE.product, stock: 0 } }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sofa Minimalis: stok habis. Hapus dari keranjang untuk melanjutkan.',
    );
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
    expect(sent(api.calls, 'POST /api/orders/create')).toEqual([]);
  });
});
