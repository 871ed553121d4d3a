import type { Order } from '@toko/shared';
import { ShopperOrderBadges } from '../../../components/order-status-badges.tsx';
import { formatDate } from '../../../lib/format.ts';

/** An order's number and date with its badges beside them: large on its detail, small on the list's card. */
export function OrderHeading({ order, large = false }: { order: Order; large?: boolean }) {
  return (
    <div
      className={`flex flex-wrap items-start justify-between ${large ? 'gap-3' : 'gap-2 border-b border-stone-100 pb-3'}`}
    >
      <div className="min-w-0">
        <p className={`break-all text-stone-900 ${large ? 'text-lg font-bold' : 'font-semibold'}`}>
          {order.order_number}
        </p>
        <p className={`text-stone-500 ${large ? 'text-sm' : 'text-xs'}`}>
          {formatDate(order.createdAt, 'DD MMMM YYYY - HH:mm')}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <ShopperOrderBadges order={order} />
      </div>
    </div>
  );
}
