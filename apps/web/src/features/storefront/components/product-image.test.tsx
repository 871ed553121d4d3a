import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES } from '../../../lib/image.ts';
import { ProductImage } from './product-image.tsx';

describe('ProductImage', () => {
  it('offers every stored width with sizes, lazily, with its size set against layout shift', () => {
    render(<ProductImage imageId={12} alt="Sofa" sizes={CARD_IMAGE_SIZES} />);
    const img = screen.getByRole('img', { name: 'Sofa' });
    expect(img).toHaveAttribute('src', '/api/images/12?w=280&q=75&f=auto');
    expect(img.getAttribute('srcset')?.split(', ')).toEqual(
      [180, 200, 220, 240, 280, 300, 320, 330, 390, 500, 560].map(
        (w) => `/api/images/12?w=${w}&q=75&f=auto ${w}w`,
      ),
    );
    expect(img).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '280');
    expect(img).toHaveAttribute('height', '280');
  });

  it('loads at once when above the fold', () => {
    render(<ProductImage imageId={12} alt="Sofa" sizes="100vw" priority />);
    expect(screen.getByRole('img', { name: 'Sofa' })).toHaveAttribute('loading', 'eager');
  });

  it('falls back to a placeholder when the picture fails to load', () => {
    render(<ProductImage imageId={12} alt="Sofa" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Sofa' }));
    expect(screen.queryByRole('img', { name: 'Sofa' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Gambar tidak tersedia' })).toBeInTheDocument();
  });

  it("uses the product's own image URL when nothing was uploaded, and a placeholder when there is none", () => {
    const { unmount } = render(
      <ProductImage
        imageId={null}
        fallbackUrl="https://cdn.example.com/kursi.jpg"
        alt="Kursi"
        sizes="100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Kursi' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/kursi.jpg');
    expect(img).not.toHaveAttribute('srcset');
    unmount();
    render(<ProductImage imageId={null} fallbackUrl={null} alt="Kursi" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Gambar tidak tersedia' })).toBeInTheDocument();
  });
});
