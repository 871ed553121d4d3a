import type { Favorite } from '@toko/shared';
import { productHref } from '@toko/shared/constants';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { useFavorites } from '../../../api/favorites/favorites.ts';
import { useSetFavorite } from '../../../api/favorites/set-favorite.ts';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { AccountPage } from '../components/account-page.tsx';

export const FAVORITES_TEXT = {
  title: 'Favorit',
  empty: 'Belum ada produk favorit. Ketuk ikon hati pada produk untuk menyimpannya di sini.',
  browse: 'Lihat Produk',
  remove: 'Hapus',
  removed: (name: string) => `${name} dihapus dari Favorit`,
  removeFailed: 'Gagal menghapus dari Favorit',
  soldOut: 'Stok habis',
  stock: (n: number) => `Stok: ${n}`,
  more: 'Muat lebih banyak',
  loading: 'Memuat favorit...',
} as const;

/**
 * 'Favorit' (issue 26, ADR 076): the products the customer saved with a heart, newest first, each with
 * its price and stock as they are now, and 'Hapus' to take it off the list.
 */
export function FavoritesPage() {
  const favorites = useFavorites();
  return (
    <AccountPage title={FAVORITES_TEXT.title}>
      <QueryState
        query={favorites}
        isEmpty={(d) => d.pages.every((p) => p.data.length === 0)}
        empty={FAVORITES_TEXT.empty}
        emptyAction={
          <Link to="/products" className={buttonClass('primary', 'md')}>
            {FAVORITES_TEXT.browse}
          </Link>
        }
        loading={FAVORITES_TEXT.loading}
      >
        {(d) => (
          <>
            <ul className="flex flex-col gap-3">
              {d.pages
                .flatMap((p) => p.data)
                .map((f) => (
                  <FavoriteRow key={f.product_id} favorite={f} />
                ))}
            </ul>
            {favorites.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  loading={favorites.isFetchingNextPage}
                  onClick={() => void favorites.fetchNextPage()}
                >
                  {FAVORITES_TEXT.more}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}

function FavoriteRow({ favorite: f }: { favorite: Favorite }) {
  const set = useSetFavorite();
  const remove = useBusyAction(async () => {
    try {
      await set.mutateAsync({ productId: f.product_id, favorite: false });
      toast.success(FAVORITES_TEXT.removed(f.name));
    } catch (err) {
      toast.error(FAVORITES_TEXT.removeFailed, { description: errorMessage(err) });
    }
  });
  const soldOut = f.stock <= 0;
  const struck = f.original_price !== null && f.original_price > f.price;
  return (
    <li
      data-testid="favorite-row"
      className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3"
    >
      <ProductThumb
        src={f.thumbnail_url}
        alt={f.name}
        className={`size-16 sm:size-20 ${soldOut ? 'opacity-60 grayscale' : ''}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={productHref(f.category_slug, f.slug)}
          className="line-clamp-2 text-sm font-medium text-stone-900 hover:text-brand-700 hover:underline"
        >
          {f.name}
        </Link>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold text-stone-900">{formatRupiah(f.price)}</span>
          {struck ? <s className="text-xs text-stone-500">{formatRupiah(f.original_price!)}</s> : null}
        </p>
        <p className={`mt-0.5 text-xs font-medium ${soldOut ? 'text-red-700' : 'text-stone-600'}`}>
          {soldOut ? FAVORITES_TEXT.soldOut : FAVORITES_TEXT.stock(f.stock)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        loading={remove.busy}
        onClick={() => void remove.run()}
        aria-label={`${FAVORITES_TEXT.remove} ${f.name}`}
      >
        {FAVORITES_TEXT.remove}
      </Button>
    </li>
  );
}
