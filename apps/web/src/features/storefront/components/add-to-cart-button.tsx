import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CartIcon } from '../../../components/ui/line-icons.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { useAddToCart } from '../api/add-to-cart.ts';

/**
 * Adds `quantity` of the product to the cart (the buy bar's picker; 1 by default, as docs/product.md 7 has it). A
 * visitor gets the login dialog, and the add they asked for happens once they have logged in. The
 * toast comes only after the server answered (docs/architecture.md section 5).
 */
export function AddToCartButton({
  product,
  quantity = 1,
  className = 'w-full sm:w-auto sm:min-w-56',
}: {
  /** `variant_id`: the variant chosen on the product page (ADR 090). */
  product: { id: number; name: string; stock: number; variant_id?: number };
  quantity?: number;
  className?: string;
}) {
  const session = useSession();
  const add = useAddToCart();
  const soldOut = product.stock <= 0;

  // One add per click: a double click is ignored while the first add is in flight.
  const addNow = useBusyAction(async () => {
    try {
      await add.mutateAsync({
        productId: product.id,
        quantity,
        ...(product.variant_id === undefined ? {} : { variant_id: product.variant_id }),
      });
      toast.success(`${product.name} berhasil ditambahkan`);
    } catch (err) {
      toast.error(`${product.name} gagal ditambahkan`, { description: errorMessage(err) });
    }
  });

  const onClick = () => {
    if (session.status === 'authenticated') addNow.run();
    else session.openLogin({ onSignIn: () => addNow.run() });
  };

  return (
    <Button
      size="lg"
      className={className}
      onClick={onClick}
      loading={addNow.busy}
      disabled={soldOut || session.status === 'loading'}
    >
      <CartIcon className="size-5" />
      {soldOut ? 'Stok habis' : 'Tambah ke Keranjang'}
    </Button>
  );
}
