import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, ProductVariant } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { card, productDetail } from '../../../test/fixtures.ts';
import { CUSTOMER, mockApi, renderPage, signInAs } from '../../../test/render.tsx';
import { ProductCard } from '../components/product-card.tsx';
import ProductPage from './product-page.tsx';

// The product page of a product sold in variants (docs/decisions/090-product-variants.md).

const variant = (id: number, values: string[], price: number, stock: number, image: number | null = null) =>
  ({
    id,
    option_values: values,
    label: values.join(' / '),
    sku: `SKU-${id}`,
    price,
    stock,
    image_id: image,
    image_url: image === null ? null : `/api/images/${image}?w=560&q=75&f=auto`,
  }) satisfies ProductVariant;

/** Abu 2 and 3 seats, Krem 2 seats (sold out) and 3 seats with its own picture. */
const sofa = (): Product =>
  productDetail({
    price: 3_000_000,
    original_price: null,
    discount: null,
    discount_amount: null,
    stock: 13,
    has_variants: true,
    options: [
      { name: 'Warna', values: ['Abu', 'Krem'] },
      { name: 'Ukuran', values: ['2 dudukan', '3 dudukan'] },
    ],
    variants: [
      variant(11, ['Abu', '2 dudukan'], 3_000_000, 5),
      variant(12, ['Abu', '3 dudukan'], 4_000_000, 6),
      variant(13, ['Krem', '2 dudukan'], 3_200_000, 0),
      variant(14, ['Krem', '3 dudukan'], 4_500_000, 2, 6),
    ],
  });

function api(p: Product) {
  return mockApi(({ url, method }) => {
    if (url.pathname === `/api/products/${p.slug}`) return { data: p };
    if (url.pathname === '/api/auth/verify') return { valid: true, user: CUSTOMER };
    if (url.pathname === '/api/cart/add' && method === 'POST') return { count: 1 };
    if (url.pathname === '/api/cart/count') return { count: 1 };
  });
}

const renderProduct = () =>
  renderPage(<ProductPage />, { path: '/sofas/sofa-minimalis-3-dudukan-abu-abu', route: '/:category/:slug' });

describe('a product with variants', () => {
  it('starts on the first variant in stock and shows its price and stock', async () => {
    api(sofa());
    renderProduct();
    expect(await screen.findByRole('radio', { name: 'Abu' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 dudukan' })).toBeChecked();
    expect(screen.getByTestId('product-price').textContent).toBe('Rp\u00a03.000.000');
    expect(screen.getByText('Stok:').textContent).toBe('Stok: 5');
  });

  it('shows a sold-out combination but will not pick it', async () => {
    api(sofa());
    renderProduct();
    const user = userEvent.setup();
    // With 2 dudukan chosen, Krem is the sold-out Krem 2 dudukan: shown, not pickable.
    expect(await screen.findByRole('radio', { name: 'Krem, stok habis' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '3 dudukan' }));
    await user.click(screen.getByRole('radio', { name: 'Krem' }));
    expect(screen.getByRole('radio', { name: '3 dudukan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 dudukan, stok habis' })).toBeDisabled();
    expect(screen.getByTestId('product-price').textContent).toBe('Rp\u00a04.500.000');
    expect(screen.getByText('Stok:').textContent).toBe('Stok: 2');
  });

  it('puts the chosen variant in the cart', async () => {
    signInAs('customer');
    const calls = api(sofa());
    renderProduct();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '3 dudukan' }));
    const button = screen.getByRole('button', { name: 'Tambah ke Keranjang' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await screen.findByText('Sofa Minimalis 3 Dudukan Abu-abu berhasil ditambahkan');
    const add = calls.find((c) => c.url.pathname === '/api/cart/add')!;
    expect(add.body).toEqual({ productId: 1, quantity: 1, variant_id: 12 });
  });

  it("says 'mulai' before the lowest price on its card", async () => {
    mockApi(() => undefined);
    renderPage(
      <ProductCard product={card({ has_variants: true, price: 3_000_000, original_price: null })} />,
    );
    expect((await screen.findByTestId('card-price')).textContent).toBe('mulai Rp\u00a03.000.000');
  });
});
