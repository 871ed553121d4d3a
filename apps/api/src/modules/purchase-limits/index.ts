// The purchase limits' face (docs/decisions/051-purchase-limits.md, 055-module-boundaries.md): the cart
// and the checkout apply them. Imported from outside only through this file.
export { clientNetwork } from './client-network.ts';
export {
  checkPurchaseLimits,
  heldUnpaidByUser,
  type LockedProduct,
  type OwnHoldings,
  type PurchaseGuard,
  paymentDueAt,
  purchaseLimitMessage,
  readOwnHoldings,
} from './purchase-limits.service.ts';
