import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { Newsletter } from './newsletter.tsx';

afterEach(resetPage);

describe('Newsletter', () => {
  it('sends the email and thanks the visitor only after the server kept it', async () => {
    let release: (r: Response) => void = () => {};
    const api = mockApi({
      'POST /api/newsletter': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderPage(<Newsletter />);
    await user.type(screen.getByLabelText('Alamat email'), 'promo@example.com');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/newsletter', { email: 'promo@example.com' }],
    ]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    release(json({ message: 'Terima kasih! Nantikan kabar promo dari kami.' }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Terima kasih! Nantikan kabar promo dari kami.',
    );
  });

  it('shows the server message when the email is refused', async () => {
    mockApi({
      'POST /api/newsletter': () =>
        json({ message: 'Masukkan alamat email yang valid', code: 'VALIDATION_ERROR' }, 400),
    });
    const user = userEvent.setup();
    renderPage(<Newsletter />);
    await user.type(screen.getByLabelText('Alamat email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Berlangganan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Masukkan alamat email yang valid');
  });
});
