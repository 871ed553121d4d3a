import { describe, expect, it } from 'vitest';
import { imageUrl, productPictureUrl } from './images.ts';

describe('image URLs', () => {
  it('asks for a width at the stored quality, in the best format unless one is named', () => {
    expect(imageUrl(7, 280)).toBe('/api/images/7?w=280&q=75&f=auto');
    expect(imageUrl(7, 560, 'jpeg')).toBe('/api/images/7?w=560&q=75&f=jpeg');
  });

  it("takes the first uploaded image, else the product's own URL", () => {
    expect(productPictureUrl(3, '/own.jpg', 180)).toBe('/api/images/3?w=180&q=75&f=auto');
    expect(productPictureUrl(null, '/own.jpg', 180)).toBe('/own.jpg');
    expect(productPictureUrl(null, null, 180)).toBeNull();
  });
});
