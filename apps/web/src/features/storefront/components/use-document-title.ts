import { useEffect } from 'react';

const SHOP = 'Toko';

/** Sets the tab title to '{title} | Toko' while the page is shown (the server did it for a first load). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} | ${SHOP}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
