import { errorMessage } from '../../../api/client.ts';
import { useIsFavorite } from '../../../api/favorites/is-favorite.ts';
import { useSetFavorite } from '../../../api/favorites/set-favorite.ts';
import { useSession } from '../../../lib/session.tsx';
import { useBusyAction } from '../../../lib/use-busy-action.ts';

export const FAVORITE_TEXT = {
  label: (name: string) => `Favorit: ${name}`,
  saved: (name: string) => `${name} disimpan ke Favorit`,
  removed: (name: string) => `${name} dihapus dari Favorit`,
  failed: 'Favorit gagal diubah',
} as const;

function HeartIcon({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.8 6.8 4.5c2-.2 3.9.9 5.2 2.7 1.3-1.8 3.2-2.9 5.2-2.7 3.4.3 5.3 3.7 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The heart of a product (issue 26, ADR 076): a toggle for a logged-in customer. A visitor's tap opens the
 * login dialog, and once they have logged in the product is saved, as 'Tambah ke Keranjang' does. The
 * toast comes only after the server answered. Not shown to the admin (favourites are a customer's).
 */
export default function FavoriteHeart({
  product,
  variant = 'card',
}: {
  product: { id: number; name: string };
  variant?: 'card' | 'page';
}) {
  const session = useSession();
  const customer = session.status === 'authenticated' && !session.backOffice;
  const state = useIsFavorite(product.id, customer);
  const set = useSetFavorite();
  const favorite = customer && state.data === true;

  const change = useBusyAction(async (next: boolean) => {
    // The toast library loads when there is something to say: hearts sit on every card of a first
    // visit, and a file fetched for each of them before any tap would only slow a phone down.
    try {
      await set.mutateAsync({ productId: product.id, favorite: next });
      const { toast } = await import('sonner');
      toast.success(next ? FAVORITE_TEXT.saved(product.name) : FAVORITE_TEXT.removed(product.name));
    } catch (err) {
      const { toast } = await import('sonner');
      toast.error(FAVORITE_TEXT.failed, { description: errorMessage(err) });
    }
  });

  if (session.backOffice) return null;

  const onClick = () => {
    if (customer) change.run(!favorite);
    // After login the product is saved (a repeat save changes nothing on the server).
    else session.openLogin({ onSignIn: () => change.run(true) });
  };

  return (
    <button
      type="button"
      aria-label={FAVORITE_TEXT.label(product.name)}
      aria-pressed={favorite}
      onClick={onClick}
      disabled={session.status === 'loading' || change.busy}
      data-testid="favorite-heart"
      className={
        variant === 'page'
          ? 'flex size-12 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:border-red-300 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60'
          : 'flex size-11 items-center justify-center rounded-full text-stone-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60'
      }
    >
      <span
        className={`flex size-8 items-center justify-center rounded-full ${variant === 'card' ? 'bg-white/90 shadow-sm' : ''}`}
      >
        <HeartIcon filled={favorite} className={`size-5 ${favorite ? 'text-red-600' : ''}`} />
      </span>
    </button>
  );
}
