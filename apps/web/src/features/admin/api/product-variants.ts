import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductVariants, PutVariantsBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /products/{id}/variants: what 'Buat Arisan Barang' offers for a product with options. */
export const useProductVariants = (productId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...adminKeys.products(), 'variants', productId],
    queryFn: ({ signal }) =>
      api<{ data: ProductVariants }>(`/products/${productId}/variants`, { signal }).then((r) => r.data),
    enabled,
  });

/** PUT /products/{id}/variants: the whole set of options and variants (ADR 090). */
export function useSaveVariants(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PutVariantsBody) =>
      api<{ data: ProductVariants }>(`/products/${productId}/variants`, { method: 'PUT', body }).then(
        (r) => r.data,
      ),
    // The product's price and stock follow its variants: the list and the form read them again.
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.products() }),
  });
}
