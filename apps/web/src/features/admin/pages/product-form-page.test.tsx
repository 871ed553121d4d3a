import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@toko/shared';
import { PRODUCT_FORM_TEXT } from '@toko/shared/catalog-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import ProductFormPage from './product-form-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const CATEGORIES = {
  data: [
    { id: 3, name: 'Sofas', slug: 'sofas', product_count: 4 },
    { id: 4, name: 'Beds', slug: 'beds', product_count: 2 },
  ],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 100, hasNextPage: false },
};

const EXISTING: AdminProduct = {
  id: 9,
  name: 'Sofa Lama',
  slug: 'sofa-lama',
  price: 2000000,
  original_price: null,
  stock: 5,
  category_id: 3,
  category: { name: 'Sofas', slug: 'sofas' },
  category_name: 'Sofas',
  thumbnail_url: '/api/images/71?w=280&q=75&f=auto',
  image_id: 71,
  badge: null,
  info_text: null,
  discount: null,
  discount_amount: null,
  sold: 0,
  label: false,
  free_shipping: false,
  rating: 0,
  review_count: 0,
  has_variants: false,
  options: [],
  variants: [],
  description: 'Empuk',
  product_type_id: null,
  main_image_url: null,
  max_purchase: null,
  weight_gram: null,
  length_cm: null,
  width_cm: null,
  height_cm: null,
  purchase_limit: 1,
  images: [
    { id: 71, image_url: '/api/images/71?w=560&q=75&f=auto' },
    { id: 72, image_url: '/api/images/72?w=560&q=75&f=auto' },
  ],
  attributes: [{ id: 1, title: 'Warna', value: 'Abu-abu', color: '#8a8f98' }],
  related_products: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  status: 'active',
  low_stock_threshold: 10,
};

const common = {
  'GET /api/categories': () => CATEGORIES,
  'GET /api/product-types': () => ({ data: [] }),
};

const sentForm = (body: unknown) => Object.fromEntries((body as FormData).entries());

describe('ProductFormPage, create', () => {
  const renderCreate = () =>
    renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/create',
      route: '/dashboard/products/:slug',
    });

  it('asks for name, price, category and stock before sending anything', async () => {
    const api = mockApi(common);
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Simpan Produk' }));
    expect(screen.getByText(PRODUCT_FORM_TEXT.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_FORM_TEXT.priceInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Kategori *')).toHaveAccessibleDescription(
      PRODUCT_FORM_TEXT.categoryRequired,
    );
    expect(screen.getByText(PRODUCT_FORM_TEXT.stockInvalid)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses a price with cents and an attribute without a value', async () => {
    const api = mockApi(common);
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText('Nama *'), 'Kursi');
    await user.type(screen.getByLabelText('Harga (Rp) *'), '1000.5');
    await user.type(screen.getByLabelText('Stok *'), '2');
    await user.selectOptions(screen.getByLabelText('Kategori *'), '3');
    await user.click(screen.getByRole('button', { name: 'Tambah atribut' }));
    await user.type(screen.getByLabelText('Judul atribut 1'), 'Warna');
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(screen.getByText(PRODUCT_FORM_TEXT.priceInvalid)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_FORM_TEXT.attributeIncomplete)).toBeInTheDocument();
    expect(screen.getByLabelText('Harga (Rp) *')).toHaveAccessibleDescription(PRODUCT_FORM_TEXT.priceInvalid);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the form as multipart with images and attributes, and says so only after the server answered', async () => {
    let answer: (r: Response) => void = () => {};
    const api = mockApi({
      ...common,
      'POST /api/products': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    // The browser's accept filter off, as a user choosing "All files" would.
    const user = userEvent.setup({ applyAccept: false });
    renderCreate();
    await user.type(await screen.findByLabelText('Nama *'), 'Sofa Baru');
    await user.type(screen.getByLabelText('Harga (Rp) *'), '2500000');
    await user.type(screen.getByLabelText('Stok *'), '4');
    await user.selectOptions(screen.getByLabelText('Kategori *'), '3');
    await user.click(screen.getByLabelText('Gratis ongkir (pita GRATIS ONGKIR)'));
    await user.click(screen.getByRole('button', { name: 'Tambah atribut' }));
    await user.type(screen.getByLabelText('Judul atribut 1'), 'Warna');
    await user.type(screen.getByLabelText('Nilai atribut 1'), 'Hijau');
    await user.click(screen.getByRole('button', { name: 'Tambah warna' }));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'depan.png', { type: 'image/png' });
    const text = new File(['halo'], 'catatan.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText(/Unggah gambar/), [png]);
    expect(screen.getByRole('img', { name: 'Pratinjau depan.png' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Unggah gambar/), [text]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'catatan.txt: hanya gambar JPEG, PNG, WebP atau AVIF',
    );

    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = api.calls.find((c) => c.method === 'POST')!;
    const form = post.body as FormData;
    expect(sentForm(form)).toMatchObject({
      name: 'Sofa Baru',
      price: '2500000',
      stock: '4',
      category_id: '3',
      free_shipping: 'true',
      label: 'false',
      attributes: JSON.stringify([{ title: 'Warna', value: 'Hijau', color: '#7c4a21' }]),
    });
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['depan.png']);
    expect(form.has('deleteImages')).toBe(false);
    // No success toast while the server has not answered.
    expect(screen.queryByText('Product created successfully!')).not.toBeInTheDocument();

    answer(json({ data: { ...EXISTING, name: 'Sofa Baru' } }, 201));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Products list page')).toBeInTheDocument();
  });

  it('reads Indonesian grouping in the prices and sends whole rupiah', async () => {
    const api = mockApi({
      ...common,
      'POST /api/products': () => json({ data: { ...EXISTING, name: 'Kursi' } }, 201),
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText('Nama *'), 'Kursi');
    await user.type(screen.getByLabelText('Harga (Rp) *'), '1.250.000');
    await user.type(screen.getByLabelText('Harga asli (Rp)'), 'Rp 2.500.000');
    await user.type(screen.getByLabelText('Stok *'), '2');
    await user.selectOptions(screen.getByLabelText('Kategori *'), '3');
    expect(screen.getByLabelText('Harga (Rp) *')).toHaveValue('1.250.000');
    expect(screen.getByText('Pembeli melihat diskon 50%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    const sent = sentForm(api.calls.find((c) => c.method === 'POST')!.body);
    expect(sent).toMatchObject({ price: '1250000', original_price: '2500000' });
  });

  it('refuses a price with a decimal comma under the field and sends nothing', async () => {
    const api = mockApi(common);
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText('Nama *'), 'Kursi');
    await user.type(screen.getByLabelText('Harga (Rp) *'), '12,5');
    await user.type(screen.getByLabelText('Stok *'), '2');
    await user.selectOptions(screen.getByLabelText('Kategori *'), '3');
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(screen.getByLabelText('Harga (Rp) *')).toHaveAccessibleDescription(PRODUCT_FORM_TEXT.priceInvalid);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's field errors and no success toast when the server refuses", async () => {
    mockApi({
      ...common,
      'POST /api/products': () =>
        json(
          {
            message: 'File bukan gambar yang didukung (JPEG, PNG, WebP, atau AVIF)',
            code: 'UNSUPPORTED_MEDIA_TYPE',
          },
          415,
        ),
    });
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText('Nama *'), 'Sofa');
    await user.type(screen.getByLabelText('Harga (Rp) *'), '0');
    await user.type(screen.getByLabelText('Stok *'), '0');
    await user.selectOptions(screen.getByLabelText('Kategori *'), '4');
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(
      await screen.findByText(
        'Gagal menyimpan produk: File bukan gambar yang didukung (JPEG, PNG, WebP, atau AVIF)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Product created successfully!')).not.toBeInTheDocument();
  });

  it('discards the changes on Cancel', async () => {
    mockApi(common);
    const user = userEvent.setup();
    renderCreate();
    await user.type(await screen.findByLabelText('Nama *'), 'Tidak jadi');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(await screen.findByText('Changes discarded')).toBeInTheDocument();
    expect(screen.getByText('Products list page')).toBeInTheDocument();
  });
});

describe('ProductFormPage, each section’s rules', () => {
  const renderCreate = () =>
    renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/create',
      route: '/dashboard/products/:slug',
    });
  const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText('Nama *'), 'Kursi');
    await user.type(screen.getByLabelText('Harga (Rp) *'), '100000');
    await user.type(screen.getByLabelText('Stok *'), '2');
    await user.selectOptions(screen.getByLabelText('Kategori *'), '3');
  };

  it('basic information: a main image URL that is no web address is refused under its field', async () => {
    const api = mockApi(common);
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText('URL gambar utama'), 'gambar.png');
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(screen.getByLabelText('URL gambar utama')).toHaveAccessibleDescription(
      PRODUCT_FORM_TEXT.urlInvalid,
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('stock: a fraction is refused under the field, and the message goes once it is whole', async () => {
    const api = mockApi(common);
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Stok *'));
    await user.type(screen.getByLabelText('Stok *'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(screen.getByLabelText('Stok *')).toHaveAccessibleDescription(PRODUCT_FORM_TEXT.stockInvalid);
    await user.clear(screen.getByLabelText('Stok *'));
    await user.type(screen.getByLabelText('Stok *'), '3');
    expect(screen.queryByText(PRODUCT_FORM_TEXT.stockInvalid)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('attributes: a removed colour is sent empty and a removed row not at all', async () => {
    const api = mockApi({
      ...common,
      'POST /api/products': () => json({ data: { ...EXISTING, name: 'Kursi' } }, 201),
    });
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Tambah atribut' }));
    await user.click(screen.getByRole('button', { name: 'Tambah atribut' }));
    await user.type(screen.getByLabelText('Judul atribut 1'), 'Warna');
    await user.type(screen.getByLabelText('Nilai atribut 1'), 'Hijau');
    await user.type(screen.getByLabelText('Judul atribut 2'), 'Bahan');
    await user.type(screen.getByLabelText('Nilai atribut 2'), 'Jati');
    await user.click(screen.getAllByRole('button', { name: 'Tambah warna' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Hapus warna atribut 1' }));
    await user.click(screen.getByRole('button', { name: 'Hapus atribut 2' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    const sent = sentForm(api.calls.find((c) => c.method === 'POST')!.body);
    expect(sent.attributes).toBe(JSON.stringify([{ title: 'Warna', value: 'Hijau', color: '' }]));
  });

  it('images: a file over 5 MB and a 9th image are refused, a removed current image can be kept', async () => {
    mockApi({ ...common, 'GET /api/admin/products/sofa-lama': () => ({ data: EXISTING }) });
    const user = userEvent.setup();
    renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/sofa-lama',
      route: '/dashboard/products/:slug',
    });
    expect(await screen.findByText('Gambar (2/8)')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'besar.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/Unggah gambar/), [big]);
    expect(screen.getByRole('alert')).toHaveTextContent('besar.jpg: lebih dari 5 MB');

    const seven = Array.from(
      { length: 7 },
      (_, i) => new File(['x'], `foto-${i + 1}.png`, { type: 'image/png' }),
    );
    await user.upload(screen.getByLabelText(/Unggah gambar/), seven);
    expect(screen.getByText('Gambar (8/8)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('foto-7.png: satu produk paling banyak 8 gambar');
    expect(screen.getByLabelText(/Unggah gambar/)).toBeDisabled();

    const current = screen.getByRole('list', { name: 'Gambar saat ini' });
    await user.click(within(current).getByRole('button', { name: 'Hapus gambar 2' }));
    expect(screen.getByText('Gambar (7/8)')).toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Batal hapus gambar 2' }));
    expect(screen.getByText('Gambar (8/8)')).toBeInTheDocument();
  });

  it('shows a field error the server sends under its field', async () => {
    mockApi({
      ...common,
      'POST /api/products': () =>
        json(
          {
            message: 'Validation failed',
            code: 'VALIDATION_ERROR',
            errors: [{ path: 'name', message: 'A product with this name already exists' }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Simpan Produk' }));
    expect(await screen.findByText('Gagal menyimpan produk: Validation failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama *')).toHaveAccessibleDescription(
      'A product with this name already exists',
    );
  });
});

describe('ProductFormPage, edit', () => {
  it('edits a draft: shows its status and what it means, and publishes it with its low-stock threshold', async () => {
    const api = mockApi({
      ...common,
      'GET /api/admin/products/sofa-lama': () => ({ data: { ...EXISTING, status: 'draft' } }),
      'PUT /api/products/9': () => ({ data: EXISTING }),
    });
    const user = userEvent.setup();
    renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/sofa-lama',
      route: '/dashboard/products/:slug',
    });
    const status = await screen.findByLabelText('Status');
    expect(status).toHaveValue('draft');
    expect(screen.getByText('Belum tampil di toko: simpan dulu, aktifkan saat siap.')).toBeInTheDocument();
    expect(screen.getByLabelText('Batas stok menipis')).toHaveValue(10);
    await user.selectOptions(status, 'Aktif');
    expect(screen.getByText('Tampil di toko dan bisa dibeli.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Batas stok menipis'));
    await user.type(screen.getByLabelText('Batas stok menipis'), '3');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(sentForm(put.body)).toMatchObject({ status: 'active', low_stock_threshold: '3' });
  });

  it('refuses a negative low-stock threshold before sending', async () => {
    const api = mockApi({ ...common, 'GET /api/admin/products/sofa-lama': () => ({ data: EXISTING }) });
    const user = userEvent.setup();
    renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/sofa-lama',
      route: '/dashboard/products/:slug',
    });
    const field = await screen.findByLabelText('Batas stok menipis');
    await user.clear(field);
    await user.type(field, '-2');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(field).toHaveAccessibleDescription(/Batas stok menipis harus bilangan bulat, 0 atau lebih/);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('loads the product by slug and sends the images marked for removal as deleteImages', async () => {
    const api = mockApi({
      ...common,
      'GET /api/admin/products/sofa-lama': () => ({ data: EXISTING }),
      'PUT /api/products/9': () => ({ data: EXISTING }),
    });
    const user = userEvent.setup();
    const { client } = renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/sofa-lama',
      route: '/dashboard/products/:slug',
    });
    // What the shop showed before the save (its list and this product's page).
    client.setQueryData(['catalog', 'products', { page: 1 }], { data: [EXISTING] });
    const name = await screen.findByLabelText('Nama *');
    expect(name).toHaveValue('Sofa Lama');
    expect(screen.getByLabelText('Nilai atribut 1')).toHaveValue('Abu-abu');
    expect(screen.getByText('Gambar (2/8)')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Stok *'));
    await user.type(screen.getByLabelText('Stok *'), '8');
    const current = screen.getByRole('list', { name: 'Gambar saat ini' });
    await user.click(within(current).getByRole('button', { name: 'Hapus gambar 1' }));
    expect(screen.getByText('Gambar (1/8)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/products/9');
    expect(sentForm(put.body)).toMatchObject({
      stock: '8',
      name: 'Sofa Lama',
      deleteImages: '[71]',
      attributes: JSON.stringify([{ title: 'Warna', value: 'Abu-abu', color: '#8a8f98' }]),
    });
    // The save reloads the product the form edits and marks the shop's lists stale.
    const loads = api.calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/products/sofa-lama');
    expect(loads).toHaveLength(2);
    expect(client.getQueryState(['catalog', 'products', { page: 1 }])?.isInvalidated).toBe(true);
  });

  it('shows the discount the new price gives and never sends a discount of its own', async () => {
    const discounted = { ...EXISTING, price: 830000, original_price: 1000000, discount: 17 };
    const api = mockApi({
      ...common,
      'GET /api/admin/products/sofa-lama': () => ({ data: discounted }),
      'PUT /api/products/9': () => ({ data: { ...discounted, price: 800000, discount: 20 } }),
    });
    const user = userEvent.setup();
    renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/sofa-lama',
      route: '/dashboard/products/:slug',
    });
    expect(await screen.findByText('Pembeli melihat diskon 17%')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Harga (Rp) *'));
    await user.type(screen.getByLabelText('Harga (Rp) *'), '800000');
    expect(screen.getByText('Pembeli melihat diskon 20%')).toBeInTheDocument();
    expect(screen.queryByLabelText('Discount (%)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    const sent = sentForm(api.calls.find((c) => c.method === 'PUT')!.body);
    expect(sent).toMatchObject({ price: '800000', original_price: '1000000' });
    expect(sent).not.toHaveProperty('discount');
  });

  it('says Product not found for an unknown slug', async () => {
    mockApi({
      ...common,
      'GET /api/admin/products/hilang': () =>
        json({ message: 'Produk tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    renderPage(<ProductFormPage />, {
      as: 'admin',
      path: '/dashboard/products/hilang',
      route: '/dashboard/products/:slug',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  });
});
