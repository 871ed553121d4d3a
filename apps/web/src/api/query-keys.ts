import type { ArisanTransferStatus, OrdersQuery } from '@toko/shared';

/**
 * The one query-key factory for server resources that more than one feature reads or changes (the
 * signed-in user, addresses, the cart, orders, the payment details, one product): one key per answer, so a write in
 * one feature reloads what another shows. Keys a single feature owns stay in that feature's `api/keys.ts`.
 * A logout drops every query except the catalog's (lib/session.tsx).
 */
export const queryKeys = {
  session: {
    all: () => ['session'] as const,
    token: (token: string | null) => ['session', token] as const,
  },
  addresses: () => ['addresses'] as const,
  cart: {
    all: () => ['cart'] as const,
    count: () => ['cart', 'count'] as const,
    detail: () => ['cart', 'detail'] as const,
    /** The cart previewed with a voucher code (GET /cart?voucher_code=X); under 'cart', so a change reloads it. */
    voucher: (code: string) => ['cart', 'voucher', code] as const,
    /** The cart with shipping priced for one address (GET /cart?address_id=, ADR 073). */
    forAddress: (addressId: number, code: string) => ['cart', 'address', addressId, code] as const,
  },
  orders: {
    all: () => ['orders'] as const,
    list: (query: Pick<OrdersQuery, 'status' | 'page'>) => ['orders', 'list', query] as const,
    /** GET /orders/{id} takes an id or an order number; both name one order. */
    detail: (ref: string | number) => ['orders', 'detail', String(ref)] as const,
    /** An order's returns and whether another may be asked (ADR 089): under 'orders', reloaded with it. */
    returns: (ref: string | number) => ['orders', 'returns', String(ref)] as const,
    /** The owner's selection, printed as packing slips or invoices (ADR 088). */
    selection: (ids: readonly number[]) => ['orders', 'selection', ids.join(',')] as const,
    /** Its QRIS (ADR 062): under 'orders', so a change to the order asks again (a paid order has none). */
    qris: (ref: string) => ['orders', 'qris', ref] as const,
  },
  paymentInfo: () => ['payment-info'] as const,
  /** Regions under one code (none: the provinces), read by the address form and 'Pengaturan Toko'. */
  regions: (parent: string | undefined) => ['regions', parent ?? ''] as const,
  /** The delivery area: the address form reads it, 'Pengaturan Toko' changes it. */
  deliveryArea: () => ['delivery-area'] as const,
  /** The customer's bell (header), which a change of an order in any feature may add to. */
  notifications: () => ['notifications'] as const,
  /** Arisan members' transfers: the admin's 'Verifikasi Iuran' page and the count on the dashboard's rail. */
  arisanTransfers: {
    all: () => ['arisan-transfers'] as const,
    list: (status: ArisanTransferStatus) => ['arisan-transfers', 'list', status] as const,
  },
  /**
   * Arisan barang as a customer sees it: a product's groups (with `joined` for the signed-in account, so
   * keyed by it) and 'Arisan Saya'. A join on the product page reloads both.
   */
  arisanBarang: {
    all: () => ['arisan-barang'] as const,
    product: (productId: number, userId: number | null) =>
      ['arisan-barang', 'product', productId, userId] as const,
    mine: () => ['arisan-barang', 'mine'] as const,
    /** The customer's lelang arisans in 'Arisan Saya' (ADR 077). */
    lelang: () => ['arisan-barang', 'lelang'] as const,
    /** A member transfer's QRIS (ADR 062). */
    qris: (transferId: number) => ['arisan-barang', 'qris', transferId] as const,
  },
  /**
   * Reviews (ADR 074): a product page's list (storefront), the customer's items still to review (account)
   * and the owner's list (admin). A review written or hidden in one feature reloads the others.
   */
  reviews: {
    all: () => ['reviews'] as const,
    product: (slug: string, filters: { rating?: number; withPhotos?: boolean }) =>
      ['reviews', 'product', slug, filters] as const,
    reviewable: (orderId: number | null) => ['reviews', 'reviewable', orderId ?? 'all'] as const,
    admin: (query: Record<string, unknown>) => ['reviews', 'admin', query] as const,
  },
  /**
   * The customer's favourites (ADR 076): the 'Favorit' page's list, and whether one product is a favourite
   * (the hearts on cards and the product page). A heart's change reloads the list and the other way round.
   */
  favorites: {
    all: () => ['favorites'] as const,
    list: () => ['favorites', 'list'] as const,
    product: (productId: number) => ['favorites', 'product', productId] as const,
  },
  /** One product: the shop's page and the admin's form read the same answer, so a save reloads both. */
  product: (slug: string) => ['catalog', 'product', slug] as const,
};
