import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.tsx';
import { productDetail } from '../../../test/fixtures.ts';
import { CUSTOMER, json, mockApi, renderPage, signInAs } from '../../../test/render.tsx';
import { LoginDialog } from '../../auth/components/login-dialog.tsx';
import ProductPage from './product-page.tsx';

const product = productDetail;

function LoginDialogState() {
  const { loginDialog } = useSession();
  return <p data-testid="login-dialog">{loginDialog.open ? 'open' : 'closed'}</p>;
}

beforeAll(() => {
  // jsdom has no <dialog> methods; these make it behave as a browser's.
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderProduct = (path = '/sofas/sofa-minimalis-3-dudukan-abu-abu') =>
  renderPage(<ProductPage />, { path, route: '/:category/:slug' });

function api(p: Product, cart: { status: number; body: unknown } = { status: 201, body: { count: 1 } }) {
  return mockApi(({ url, method }) => {
    if (url.pathname === `/api/products/${p.slug}`) return { data: p };
    if (url.pathname === '/api/auth/verify') return { valid: true, user: CUSTOMER };
    if (url.pathname === '/api/cart/add' && method === 'POST') return json(cart.body, cart.status);
    if (url.pathname === '/api/cart/count') return { count: 1 };
    if (url.pathname === '/api/auth/login' && method === 'POST')
      return { token: 'customer-token', user: CUSTOMER };
  });
}

describe('ProductPage', () => {
  it('shows price, installment, rating, attributes with swatches, gallery counter and related products', async () => {
    api(product());
    renderProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sofa Minimalis 3 Dudukan Abu-abu' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('product-price').textContent).toBe('Rp\u00a04.299.000');
    expect(screen.getByTestId('product-original-price').textContent).toBe('Rp\u00a05.199.000');
    // 4.299.000 / 12 months, rounded up to whole rupiah.
    expect(screen.getByTestId('installment').textContent).toBe(
      'Cicilan 0% mulai Rp\u00a0358.250/bulan selama 12 bulan',
    );
    expect(screen.getByText('(187 ulasan)')).toBeInTheDocument();
    expect(screen.getByText('Kain linen')).toBeInTheDocument();
    expect(screen.getAllByTestId('color-swatch')).toHaveLength(1);
    expect(screen.getByTestId('color-swatch')).toHaveStyle({ backgroundColor: '#8a8f98' });
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('1/2');
    expect(screen.getByRole('heading', { name: 'Produk Terkait' })).toBeInTheDocument();
    expect(screen.getByText('Sofa Bed Lipat')).toBeInTheDocument();
    expect(screen.queryByText('Low Stock')).toBeNull();
  });

  it('shows Low Stock under 10 units', async () => {
    api(product({ stock: 9 }));
    renderProduct();
    expect(await screen.findByText('Low Stock')).toBeInTheDocument();
  });

  it('says Product not found with a link home for an unknown product', async () => {
    mockApi(() => json({ message: 'Produk tidak ditemukan', code: 'NOT_FOUND' }, 404));
    renderProduct('/sofas/tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });

  it('moves a wrong category segment to the product’s real URL', async () => {
    api(product());
    const { router } = renderProduct('/chairs/sofa-minimalis-3-dudukan-abu-abu');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/sofas/sofa-minimalis-3-dudukan-abu-abu'),
    );
  });

  it('asks a visitor to log in instead of adding to the cart', async () => {
    const calls = api(product());
    renderPage(
      <>
        <ProductPage />
        <LoginDialogState />
      </>,
      { path: '/sofas/sofa-minimalis-3-dudukan-abu-abu', route: '/:category/:slug' },
    );
    expect(screen.getByTestId('login-dialog')).toHaveTextContent('closed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }));
    // The layout's login dialog opens on this session state.
    expect(screen.getByTestId('login-dialog')).toHaveTextContent('open');
    expect(calls.some((c) => c.url.pathname === '/api/cart/add')).toBe(false);
  });

  it('adds one to the cart, toasts after the answer and reloads the cart count', async () => {
    signInAs('customer');
    const calls = api(product());
    const { client } = renderProduct();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Tambah ke Keranjang' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(
      await screen.findByText('Sofa Minimalis 3 Dudukan Abu-abu berhasil ditambahkan'),
    ).toBeInTheDocument();
    const add = calls.find((c) => c.url.pathname === '/api/cart/add')!;
    expect(add.method).toBe('POST');
    expect(add.body).toEqual({ productId: 1, quantity: 1 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('toasts the failure with the server message', async () => {
    signInAs('customer');
    api(product(), { status: 409, body: { message: 'Stok tidak cukup', code: 'CONFLICT' } });
    renderProduct();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Tambah ke Keranjang' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Sofa Minimalis 3 Dudukan Abu-abu gagal ditambahkan')).toBeInTheDocument();
    expect(screen.getByText('Stok tidak cukup')).toBeInTheDocument();
  });

  it('adds the quantity picked, which goes no higher than the stock', async () => {
    signInAs('customer');
    const calls = api(product({ stock: 3, name: 'Kursi Rotan Jepara' }));
    renderProduct();
    const user = userEvent.setup();
    const more = await screen.findByRole('button', {
      name: 'Tambah jumlah Kursi Rotan Jepara',
    });
    const bar = screen.getByTestId('buy-bar');
    expect(bar).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Kurangi jumlah Kursi Rotan Jepara' })).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Tambah ke Keranjang' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await screen.findByText('Kursi Rotan Jepara berhasil ditambahkan');
    expect(calls.find((c) => c.url.pathname === '/api/cart/add')!.body).toEqual({
      productId: 1,
      quantity: 3,
    });
  });

  it("shows 'Maks. pembelian' beside the stock and stops the picker there (ADR 051)", async () => {
    signInAs('customer');
    const calls = api(product({ stock: 24, purchase_limit: 4, name: 'Sofa Rebutan' }));
    renderProduct();
    const more = await screen.findByRole('button', { name: 'Tambah jumlah Sofa Rebutan' });
    expect(screen.getByTestId('purchase-limit')).toHaveTextContent('Maks. pembelian: 4 per pembeli');
    const user = userEvent.setup();
    for (let i = 0; i < 5; i++) if (!(more as HTMLButtonElement).disabled) await user.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Jumlah Sofa Rebutan' })).toHaveTextContent('4');
    const button = screen.getByRole('button', { name: 'Tambah ke Keranjang' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await screen.findByText('Sofa Rebutan berhasil ditambahkan');
    expect(calls.find((c) => c.url.pathname === '/api/cart/add')!.body).toEqual({
      productId: 1,
      quantity: 4,
    });
  });

  it("says 'Stok habis' on a disabled button, with no picker, when none is left", async () => {
    signInAs('customer');
    api(product({ stock: 0, name: 'Lemari Jati' }));
    renderProduct();
    const button = await screen.findByRole('button', { name: 'Stok habis' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Tambah ke Keranjang' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Tambah jumlah/ })).toBeNull();
    expect(screen.queryByTestId('purchase-limit')).toBeNull();
  });

  it('adds the item once after the login it asked for', async () => {
    const calls = api(product({ name: 'Meja Belajar' }));
    renderPage(
      <>
        <ProductPage />
        <LoginDialog />
      </>,
      { path: '/sofas/sofa-minimalis-3-dudukan-abu-abu', route: '/:category/:slug' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah jumlah Meja Belajar' }));
    await user.click(screen.getByRole('button', { name: 'Tambah ke Keranjang' }));
    expect(calls.some((c) => c.url.pathname === '/api/cart/add')).toBe(false);

    await user.type(screen.getByLabelText('Email'), 'budi@toko.local');
    await user.type(screen.getByLabelText('Password'), 'belanja123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Meja Belajar berhasil ditambahkan')).toBeInTheDocument();
    const adds = calls.filter((c) => c.url.pathname === '/api/cart/add');
    expect(adds).toHaveLength(1);
    expect(adds[0]!.body).toEqual({ productId: 1, quantity: 2 });
    // A later login (after a logout, say) adds nothing more.
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.pathname === '/api/cart/add')).toHaveLength(1);
  });

  it('forgets the pending add when the login dialog is closed without logging in', async () => {
    const calls = api(product({ name: 'Rak Buku' }));
    renderPage(
      <>
        <ProductPage />
        <LoginDialog />
        <ReopenLogin />
      </>,
      { path: '/sofas/sofa-minimalis-3-dudukan-abu-abu', route: '/:category/:slug' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tambah ke Keranjang' }));
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    // Logging in later from the header's Login button adds nothing by itself.
    await user.click(screen.getByRole('button', { name: 'Header Login' }));
    await user.type(screen.getByLabelText('Email'), 'budi@toko.local');
    await user.type(screen.getByLabelText('Password'), 'belanja123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByLabelText('Email')).toBeNull());
    expect(calls.some((c) => c.url.pathname === '/api/auth/login')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.url.pathname === '/api/cart/add')).toBe(false);
  });
});

function ReopenLogin() {
  const { openLogin } = useSession();
  return (
    <button type="button" onClick={() => openLogin()}>
      Header Login
    </button>
  );
}
