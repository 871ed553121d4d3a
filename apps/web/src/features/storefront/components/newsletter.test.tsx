import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Newsletter } from './newsletter.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderBox() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Newsletter />
    </QueryClientProvider>,
  );
}

describe('Newsletter', () => {
  it('sends the email and thanks the visitor only after the server kept it', async () => {
    let release: (r: Response) => void = () => {};
    const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByLabelText('Alamat email'), 'promo@example.com');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({ method: 'POST', body: '{"email":"promo@example.com"}' }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    release(
      new Response(JSON.stringify({ message: 'Terima kasih! Nantikan kabar promo dari kami.' }), {
        status: 201,
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Terima kasih! Nantikan kabar promo dari kami.',
    );
  });

  it('shows the server message when the email is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: 'Please enter a valid email address', code: 'VALIDATION_ERROR' }),
            { status: 400 },
          ),
      ),
    );
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByLabelText('Alamat email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });
});
