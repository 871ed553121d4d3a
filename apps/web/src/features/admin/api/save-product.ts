import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** POST /products (multipart: fields, image files, attributes as JSON). */
export const createProduct = (form: FormData): Promise<AdminProduct> =>
  api<{ data: AdminProduct }>('/products', { method: 'POST', body: form }).then((r) => r.data);

/** PUT /products/{id} (multipart, plus deleteImages as a JSON list of image ids). */
export const updateProduct = (id: number, form: FormData): Promise<AdminProduct> =>
  api<{ data: AdminProduct }>(`/products/${id}`, { method: 'PUT', body: form }).then((r) => r.data);

export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: number; form: FormData }) =>
      id === undefined ? createProduct(form) : updateProduct(id, form),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.products() });
      await client.invalidateQueries({ queryKey: adminKeys.categories() });
      await client.invalidateQueries({ queryKey: ['admin', 'summary'] });
      // The shop's lists and product pages show what was just saved.
      await client.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
