import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title.ts';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

afterEach(() => {
  document.head.querySelector('meta[property="og:site_name"]')?.remove();
});

describe('useDocumentTitle', () => {
  it("names the shop as the server wrote it ('Pengaturan Toko'), and puts the old title back", () => {
    document.title = 'Mebel Jaya — Furnitur & Elektronik';
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'og:site_name');
    meta.content = 'Mebel Jaya';
    document.head.append(meta);
    const { unmount } = render(<Titled title="Sofa" />);
    expect(document.title).toBe('Sofa | Mebel Jaya');
    unmount();
    expect(document.title).toBe('Mebel Jaya — Furnitur & Elektronik');
  });

  it("says 'Toko' on a page without the shop's name", () => {
    render(<Titled title="Sofa" />);
    expect(document.title).toBe('Sofa | Toko');
  });
});
