import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarangGroup } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { barangGroup } from '../../../test/arisan-barang.ts';
import { productDetail } from '../../../test/fixtures.ts';
import {
  CUSTOMER,
  installBrowserShims,
  json,
  mockApi,
  renderPage,
  resetPage,
} from '../../../test/render.tsx';
import { LoginDialog } from '../../auth/components/login-dialog.tsx';
import ProductPage from './product-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);
// The block's chunk loads lazily. Loaded before the tests, as a running app has it once a product page has
// shown it: the first transform of it and what it imports, on a busy machine, ran past the first test's wait.
beforeAll(async () => {
  await import('../components/barang-offer.tsx');
});

const PATH = '/sofas/sofa-minimalis-3-dudukan-abu-abu';

/**
 * The product, its groups (`groups()` is read on every call, so a test changes what the next read
 * answers) and the join/leave calls.
 */
function api(options: { groups: () => BarangGroup[]; join?: () => unknown; leave?: () => unknown }) {
  // No reviews: the product page's review list (ADR 074) asks nothing and stays out of these tests.
  const p = productDetail({ review_count: 0, rating: 0 });
  return mockApi(({ path, method }) => {
    if (path === `/api/products/${p.slug}`) return { data: p };
    if (path === '/api/arisan-barang' && method === 'GET') return { data: options.groups() };
    if (path === '/api/arisan-barang/31/join' && method === 'POST') return options.join?.();
    if (path === '/api/arisan-barang/31/join' && method === 'DELETE') return options.leave?.();
    if (path === '/api/cart/count') return { count: 0 };
    if (path === '/api/auth/login' && method === 'POST') return { token: 'customer-token', user: CUSTOMER };
  });
}

const renderProduct = (as?: 'customer') =>
  renderPage(
    <>
      <ProductPage />
      <LoginDialog />
    </>,
    { path: PATH, route: '/:category/:slug', as },
  );

const offer = () => screen.findByTestId('barang-offer', {}, { timeout: 5000 });

/** 'Ya, Gabung' in the terms dialog 'Gabung' opens. */
async function confirmJoin(user: ReturnType<typeof userEvent.setup>) {
  const terms = await screen.findByRole('dialog', { name: 'Gabung arisan ini?' });
  await user.click(within(terms).getByRole('button', { name: 'Ya, Gabung' }));
}

describe('ProductPage: Cicil lewat Arisan', () => {
  it('offers an open group: contribution per week, N times, the fill, the start and Gabung', async () => {
    const calls = api({ groups: () => [barangGroup()] });
    renderProduct();
    const block = await offer();
    expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cicil lewat Arisan — Rp 429.900 per minggu, 10 kali',
    );
    expect(within(block).getByTestId('barang-fill')).toHaveTextContent('7 dari 10 anggota');
    expect(within(block).getByRole('progressbar', { name: '7 dari 10 anggota' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    expect(within(block).getByText('Mulai saat penuh')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Gabung' })).toBeEnabled();
    // Asked for the product shown, after the product itself.
    const read = calls.find((c) => c.path === '/api/arisan-barang')!;
    expect(read.query.get('product_id')).toBe('1');
    expect(calls.findIndex((c) => c.path === '/api/arisan-barang')).toBeGreaterThan(
      calls.findIndex((c) => c.path.startsWith('/api/products/')),
    );
  });

  it('shows the start date, the saving period word and the admin fee of a dated monthly group', async () => {
    api({
      groups: () => [
        barangGroup({
          saving_type: 'monthly',
          start_when_full: false,
          start_date: '2026-12-01',
          admin_fee: 5_000,
          contribution_amount: 434_900,
          late_fee: 0,
        }),
      ],
    });
    renderProduct();
    const block = await offer();
    expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cicil lewat Arisan — Rp 434.900 per bulan, 10 kali',
    );
    expect(within(block).getByText('Mulai 01 Desember 2026')).toBeInTheDocument();
    expect(block).toHaveTextContent('biaya admin Rp 5.000 per putaran');
  });

  it('shows nothing when the product has no group', async () => {
    const calls = api({ groups: () => [] });
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/arisan-barang')).toBe(true));
    expect(screen.queryByTestId('barang-offer')).toBeNull();
    expect(screen.queryByText(/Cicil lewat Arisan/)).toBeNull();
  });

  it('says a full group takes nobody else, without Gabung', async () => {
    api({ groups: () => [barangGroup({ state: 'full', members_joined: 10 })] });
    renderProduct('customer');
    const block = await offer();
    expect(within(block).getByTestId('barang-fill')).toHaveTextContent('10 dari 10 anggota');
    expect(within(block).getByText('Grup ini sudah penuh.')).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Gabung' })).toBeNull();
  });

  it('shows the terms before joining: iuran, how many times, the total, the start and paying late', async () => {
    const calls = api({ groups: () => [barangGroup({ late_fee: 25_000 })] });
    renderProduct('customer');
    const user = userEvent.setup();
    const button = within(await offer()).getByRole('button', { name: 'Gabung' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const terms = screen.getByRole('dialog', { name: 'Gabung arisan ini?' });
    expect(terms).toHaveTextContent('IuranRp 429.900 per minggu');
    expect(terms).toHaveTextContent('10 kali');
    expect(terms).toHaveTextContent('TotalRp 4.299.000');
    expect(terms).toHaveTextContent('Arisan dimulai saat grup penuh');
    expect(terms).toHaveTextContent('denda Rp 25.000 untuk setiap iuran yang dibayar lewat tanggalnya');
    // 'Batal' joins nothing.
    await user.click(within(terms).getByRole('button', { name: 'Batal' }));
    expect(calls.some((c) => c.path === '/api/arisan-barang/31/join')).toBe(false);
  });

  it('says what the drawn turn means: from a loan from the group to a saving, with the effective rate', async () => {
    // Rp 4.299.000 goods, 10 weekly members, Rp 20.000 fee: each pays Rp 449.900 ten times.
    api({ groups: () => [barangGroup({ admin_fee: 20_000, contribution_amount: 449_900 })] });
    renderProduct('customer');
    const user = userEvent.setup();
    const button = within(await offer()).getByRole('button', { name: 'Gabung' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const cost = within(screen.getByRole('dialog', { name: 'Gabung arisan ini?' })).getByTestId(
      'barang-position-cost',
    );
    expect(cost).toHaveTextContent('bayar total Rp 4.499.000, terima barang senilai Rp 4.299.000');
    expect(cost).toHaveTextContent(
      /Menerima di putaran 1: pinjaman dari kelompok, bunga efektif per tahun \d/,
    );
    expect(cost).toHaveTextContent(
      /Menerima di putaran 10 \(terakhir\): tabungan, bunga efektif per tahun -\d/,
    );
  });

  it('calls a seat without a fee interest-free at both ends', async () => {
    api({ groups: () => [barangGroup()] });
    renderProduct('customer');
    const user = userEvent.setup();
    const button = within(await offer()).getByRole('button', { name: 'Gabung' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const cost = screen.getByTestId('barang-position-cost');
    expect(cost).toHaveTextContent('pinjaman dari kelompok, bunga efektif per tahun 0% (tanpa bunga)');
    expect(cost).toHaveTextContent('tabungan, bunga efektif per tahun 0% (tanpa bunga)');
  });

  it('asks a visitor to log in, then joins once and shows the membership', async () => {
    let group = barangGroup();
    const calls = api({
      groups: () => [group],
      join: () => {
        group = { ...group, members_joined: 8, joined: true };
        return json({ data: group }, 201);
      },
    });
    renderProduct();
    const user = userEvent.setup();
    await user.click(within(await offer()).getByRole('button', { name: 'Gabung' }));
    expect(calls.some((c) => c.path === '/api/arisan-barang/31/join')).toBe(false);

    await user.type(screen.getByLabelText('Email'), 'budi@toko.local');
    await user.type(screen.getByLabelText('Password'), 'belanja123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await confirmJoin(user);

    expect(await screen.findByText('Kamu sudah bergabung')).toBeInTheDocument();
    const joins = calls.filter((c) => c.path === '/api/arisan-barang/31/join');
    expect(joins).toHaveLength(1);
    expect(joins[0]!.headers.get('authorization')).toBe('Bearer customer-token');
    expect(screen.getByTestId('barang-fill')).toHaveTextContent('8 dari 10 anggota');
    expect(screen.getByRole('link', { name: 'Lihat Arisan Saya' })).toHaveAttribute(
      'href',
      '/account/arisan',
    );
  });

  it("shows the API's no-address refusal with a link to the addresses page", async () => {
    api({
      groups: () => [barangGroup()],
      join: () => json({ message: 'Tambahkan alamat utama dulu sebelum bergabung', code: 'CONFLICT' }, 409),
    });
    renderProduct('customer');
    const user = userEvent.setup();
    const button = within(await offer()).getByRole('button', { name: 'Gabung' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await confirmJoin(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tambahkan alamat utama dulu sebelum bergabung');
    expect(within(alert).getByRole('link', { name: 'Tambah alamat' })).toHaveAttribute(
      'href',
      '/account/addresses',
    );
    expect(screen.queryByText('Kamu sudah bergabung')).toBeNull();
  });

  it('says why another refusal happened, without the address link', async () => {
    api({
      groups: () => [barangGroup()],
      join: () => json({ message: 'Grup sudah penuh', code: 'CONFLICT' }, 409),
    });
    renderProduct('customer');
    const user = userEvent.setup();
    const button = within(await offer()).getByRole('button', { name: 'Gabung' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await confirmJoin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Grup sudah penuh');
    expect(screen.queryByRole('link', { name: 'Tambah alamat' })).toBeNull();
  });

  it('lets a member leave after confirming, and offers Gabung again', async () => {
    let group = barangGroup({ joined: true, members_joined: 8 });
    const calls = api({
      groups: () => [group],
      leave: () => {
        group = { ...group, joined: false, members_joined: 7 };
        return { data: group };
      },
    });
    renderProduct('customer');
    const user = userEvent.setup();
    expect(await screen.findByText('Kamu sudah bergabung')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keluar dari arisan' }));
    const dialog = screen.getByRole('dialog', { name: 'Keluar dari arisan?' });
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Keluar dari arisan' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keluar dari arisan?' })).getByRole('button', {
        name: 'Keluar',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Gabung' })).toBeInTheDocument();
    expect(
      calls.filter((c) => c.method === 'DELETE' && c.path === '/api/arisan-barang/31/join'),
    ).toHaveLength(1);
    expect(screen.getByTestId('barang-fill')).toHaveTextContent('7 dari 10 anggota');
    expect(screen.queryByText('Kamu sudah bergabung')).toBeNull();
  });

  it('keeps showing the group that the last join filled and started', async () => {
    let groups = [barangGroup({ members: 3, members_joined: 2, contribution_amount: 1_433_000 })];
    api({
      groups: () => groups,
      join: () => {
        // The group started: the public list no longer holds it.
        groups = [];
        return json(
          { data: barangGroup({ members: 3, members_joined: 3, state: 'running', joined: true }) },
          201,
        );
      },
    });
    renderProduct('customer');
    const user = userEvent.setup();
    const button = within(await offer()).getByRole('button', { name: 'Gabung' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await confirmJoin(user);
    expect(await screen.findByText('Kamu sudah bergabung')).toBeInTheDocument();
    expect(screen.getByText('Arisan sudah dimulai')).toBeInTheDocument();
    expect(screen.getByTestId('barang-fill')).toHaveTextContent('3 dari 3 anggota');
    // A started group cannot be left.
    expect(screen.queryByRole('button', { name: 'Keluar dari arisan' })).toBeNull();
  });
});
