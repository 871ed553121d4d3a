import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { card } from '../../../test/fixtures.ts';
import { ProductCard } from './product-card.tsx';

function renderCard(product = card()) {
  const router = createMemoryRouter([{ path: '/', element: <ProductCard product={product} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('product-card');
}

describe('ProductCard', () => {
  it('shows the spec ribbons, badge, price and struck original price, and links to the product', () => {
    const link = renderCard();
    expect(link).toHaveAttribute('href', '/sofas/sofa-minimalis-3-dudukan-abu-abu');
    expect(link).toHaveTextContent('TERLARIS');
    expect(link).toHaveTextContent('GRATIS ONGKIR');
    expect(link).toHaveTextContent('Terjual 1.312');
    expect(link).toHaveTextContent('17%');
    expect(link).toHaveTextContent('+ Diskon 900K');
    expect(link).toHaveTextContent('pira');
    expect(screen.getByTestId('card-price').textContent).toBe('Rp\u00a04.299.000');
    expect(link.querySelector('s')?.textContent).toBe('Rp\u00a05.199.000');
  });

  it('leaves out the ribbons a product does not have', () => {
    const link = renderCard(
      card({
        label: false,
        free_shipping: false,
        discount: null,
        discount_amount: null,
        original_price: null,
        badge: null,
        sold: 0,
      }),
    );
    for (const text of ['TERLARIS', 'GRATIS ONGKIR', 'Terjual', '%', 'Diskon', 'pira']) {
      expect(link).not.toHaveTextContent(text);
    }
    expect(link.querySelector('s')).toBeNull();
  });

  it('links an uncategorised product under /produk', () => {
    const link = renderCard(card({ category: null, category_name: null, category_id: null }));
    expect(link).toHaveAttribute('href', '/produk/sofa-minimalis-3-dudukan-abu-abu');
  });

  it("says 'Stok habis' on a product with no stock, and only then", () => {
    const soldOut = renderCard(card({ stock: 0 }));
    expect(soldOut).toHaveTextContent('Stok habis');
    cleanup();
    expect(renderCard(card({ stock: 1 }))).not.toHaveTextContent('Stok habis');
  });
});
