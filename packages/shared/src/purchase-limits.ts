// 'Maks. pembelian': how many units of a product one shopper may hold in orders not yet paid
// (docs/decisions/051-purchase-limits.md). One rule for the product page, the cart and the checkout.

/** The share of a product's stock one shopper (or the new accounts of one network) may hold unpaid. */
export const HOLD_SHARE_PERCENT = 20;

/**
 * The most units of a product one shopper may hold in unpaid orders: 20% of the stock (rounded down,
 * at least 1), or the owner's 'Maks. pembelian' when that is lower. `stock` is what the shelf holds plus
 * what this shopper already holds unpaid, so a shopper's own orders do not shrink their limit.
 */
export function purchaseLimit(stock: number, maxPurchase: number | null): number {
  const share = Math.max(1, Math.floor((stock * HOLD_SHARE_PERCENT) / 100));
  return maxPurchase === null ? share : Math.min(maxPurchase, share);
}
