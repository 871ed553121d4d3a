import type { ArisanDetailQuery, ArisanListQuery, LocationListQuery, MemberListQuery } from '@toko/shared';

/**
 * Query keys of the arisan area. Locations, members, arisans and the ledger feed each other's numbers
 * (member counts, arisan counts, totals), so every change invalidates the whole `all()` tree.
 */
export const arisanKeys = {
  all: () => ['arisan'] as const,
  locations: (q: Partial<LocationListQuery>) => ['arisan', 'locations', q] as const,
  location: (id: number) => ['arisan', 'location', id] as const,
  members: (q: Partial<MemberListQuery>) => ['arisan', 'members', q] as const,
  member: (id: number) => ['arisan', 'member', id] as const,
  arisans: (q: Partial<ArisanListQuery>) => ['arisan', 'arisans', q] as const,
  arisan: (id: number, q: Partial<ArisanDetailQuery>) => ['arisan', 'arisan', id, q] as const,
  contributions: (id: number, page: number) => ['arisan', 'contributions', id, page] as const,
  paymentQuote: (id: number, memberId: number, cycles: number, date: string) =>
    ['arisan', 'payment-quote', id, memberId, cycles, date] as const,
  report: (id: number) => ['arisan', 'report', id] as const,
  schedule: (id: number) => ['arisan', 'schedule', id] as const,
  draws: (id: number) => ['arisan', 'draws', id] as const,
  lelang: (id: number) => ['arisan', 'lelang', id] as const,
  payouts: (id: number) => ['arisan', 'payouts', id] as const,
  audit: (id: number, page: number) => ['arisan', 'audit', id, page] as const,
  barang: (id: number) => ['arisan', 'barang', id] as const,
  transferProof: (transferId: number, uploadedAt: string) =>
    ['arisan', 'transfer-proof', transferId, uploadedAt] as const,
};
