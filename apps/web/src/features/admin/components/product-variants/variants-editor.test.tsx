import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productDetail } from '../../../../test/fixtures.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../../test/render.tsx';
import { VariantsEditor } from './variants-editor.tsx';

// 'Varian' on the product's edit page (docs/decisions/090-product-variants.md).

beforeAll(installBrowserShims);
afterEach(resetPage);

const product = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  ...productDetail({ id: 9, price: 2_000_000 }),
  status: 'active',
  low_stock_threshold: 10,
  ...over,
});

describe('VariantsEditor', () => {
  it('builds the combinations of the typed options and saves the ticked ones with their SKU, price and stock', async () => {
    const calls = mockApi({
      'PUT /api/products/9/variants': () => ({ data: { options: [], variants: [] } }),
    });
    renderPage(<VariantsEditor product={product()} />, { as: 'admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tambah Opsi' }));
    await user.type(screen.getByLabelText('Nama opsi 1'), 'Warna');
    await user.type(screen.getByLabelText('Nilai (pisahkan dengan koma)'), 'Abu, Krem');
    const list = screen.getByRole('list', { name: 'Daftar varian' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Abu', 'Krem']);
    await user.click(within(list).getByRole('checkbox', { name: 'Abu' }));
    await user.type(screen.getByLabelText('SKU Abu'), 'SOFA-ABU');
    const price = screen.getByLabelText('Harga Abu');
    await user.clear(price);
    await user.type(price, '2.750.000');
    const stock = screen.getByLabelText('Stok Abu');
    await user.clear(stock);
    await user.type(stock, '4');
    await user.click(screen.getByRole('button', { name: 'Simpan Varian' }));
    expect(await screen.findByText('Varian disimpan')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      options: [{ name: 'Warna', values: ['Abu', 'Krem'] }],
      variants: [{ option_values: ['Abu'], sku: 'SOFA-ABU', price: 2_750_000, stock: 4, image_id: null }],
    });
  });

  it("says what is wrong before sending, and shows the server's refusal", async () => {
    const calls = mockApi({
      'PUT /api/products/9/variants': () => json({ message: 'SKU SOFA-1 sudah dipakai produk lain' }, 409),
    });
    const existing = product({
      options: [{ name: 'Warna', values: ['Abu'] }],
      variants: [
        {
          id: 3,
          option_values: ['Abu'],
          label: 'Abu',
          sku: 'SOFA-1',
          price: 2_000_000,
          stock: 2,
          image_id: null,
          image_url: null,
        },
      ],
    });
    renderPage(<VariantsEditor product={existing} />, { as: 'admin' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Abu' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Varian' }));
    expect(screen.getByRole('alert').textContent).toBe('Tambahkan minimal satu varian untuk opsi ini');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Abu' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Varian' }));
    expect(await screen.findByText('SKU SOFA-1 sudah dipakai produk lain')).toBeInTheDocument();
  });
});
