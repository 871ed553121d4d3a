import { LOW_STOCK_THRESHOLD } from '@toko/shared/constants';
import { formatNumber } from '@toko/shared/format';
import { Badge } from '../../../components/ui/badge.tsx';

/**
 * The product's stock, the 'Low Stock' badge, and 'Maks. pembelian': the most one shopper may hold in
 * orders not yet paid (ADR 051), where the buy bar's stepper stops.
 */
export function StockLine({ product }: { product: { stock: number; purchase_limit: number } }) {
  const lowStock = product.stock > 0 && product.stock < LOW_STOCK_THRESHOLD;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <span className="text-stone-600">
        Stok: <span className="font-semibold text-stone-900">{formatNumber(product.stock)}</span>
      </span>
      {lowStock ? <Badge tone="red">Low Stock</Badge> : null}
      {product.stock > 0 ? (
        <span className="text-stone-600" data-testid="purchase-limit">
          Maks. pembelian:{' '}
          <span className="font-semibold text-stone-900">{formatNumber(product.purchase_limit)}</span> per
          pembeli
        </span>
      ) : null}
    </div>
  );
}
