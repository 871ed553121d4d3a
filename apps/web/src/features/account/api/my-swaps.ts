import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MySwap } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { accountKeys } from './keys.ts';

/** GET /arisan-swaps/mine: the customer's open and recent turn swaps, by positions only (ADR 081). */
export const fetchMySwaps = (signal?: AbortSignal) =>
  api<{ data: MySwap[] }>('/arisan-swaps/mine', { signal }).then((r) => r.data);

export const mySwapsQuery = () =>
  queryOptions({ queryKey: accountKeys.swaps(), queryFn: ({ signal }) => fetchMySwaps(signal) });

export const useMySwaps = () => useQuery(mySwapsQuery());
