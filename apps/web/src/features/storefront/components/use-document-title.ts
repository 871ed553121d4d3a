import { useEffect } from 'react';

/**
 * The shop's name as the server wrote it into the page (og:site_name, from 'Pengaturan Toko'), so the tab
 * keeps the owner's name after the first load; 'Toko' when a page has none.
 */
function shopName(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content || 'Toko';
}

/** Sets the tab title to '{title} | {shop}' while the page is shown (the server did it for a first load). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} | ${shopName()}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
