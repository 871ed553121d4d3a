import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Gallery } from './gallery.tsx';

const images = [1, 2, 3].map((id) => ({ id, image_url: `/api/images/${id}` }));

describe('Gallery', () => {
  beforeAll(() => {
    // jsdom lays nothing out and cannot scroll; the gallery's index is what the test reads.
    Element.prototype.scrollTo ??= () => {};
  });

  it('is reached by Tab and changes the photo with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} name="Sofa Linen" fallbackUrl={null} />);
    const region = screen.getByRole('region', { name: 'Foto Sofa Linen' });
    await user.tab();
    expect(region).toHaveFocus();
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('1/3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('2/3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('3/3');
  });
});
