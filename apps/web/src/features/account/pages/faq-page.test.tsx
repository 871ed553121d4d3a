import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqPage } from './faq-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderFaq() {
  const info = {
    holder: 'PT Toko',
    accounts: { BCA: '1', BNI: '2', Mandiri: '3' },
    sellerWhatsapp: '6281234567890',
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(info), { status: 200 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FaqPage />
    </QueryClientProvider>,
  );
}

describe('FaqPage', () => {
  it('has three categories of three questions', () => {
    renderFaq();
    for (const category of ['Pembelian', 'Pemesanan', 'Pengiriman']) {
      expect(screen.getByRole('heading', { level: 2, name: category })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(9);
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderFaq();
    const delivery = screen.getByRole('button', { name: 'Berapa lama waktu pengiriman?' });
    const cancel = screen.getByRole('button', { name: 'Bisakah saya membatalkan pesanan?' });
    expect(screen.getByText(/luar kota 3-5 hari kerja/)).not.toBeVisible();

    await user.click(delivery);
    expect(screen.getByText(/luar kota 3-5 hari kerja/)).toBeVisible();
    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/luar kota 3-5 hari kerja/)).not.toBeVisible();
    await user.click(cancel);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('offers a WhatsApp chat with the seller', async () => {
    renderFaq();
    const link = await screen.findByRole('link', { name: 'Hubungi via WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
