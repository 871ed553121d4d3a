import { useMutation } from '@tanstack/react-query';
import type { CreateOrderBody, OrderResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';

export const createOrder = (body: CreateOrderBody) =>
  api<OrderResponse>('/orders/create', { method: 'POST', body, idempotent: true }).then((r) => r.order);

/** The caller navigates to the payment page first, then refreshes the (now empty) cart. */
export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
