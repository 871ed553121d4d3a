import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArisanAuditResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const AUDIT_PAGE_SIZE = 20;

export const listAudit = (id: number, page: number, signal?: AbortSignal) =>
  api<ArisanAuditResponse>(`/arisans/${id}/audit`, { query: { page, limit: AUDIT_PAGE_SIZE }, signal });

export const auditQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: arisanKeys.audit(id, page),
    queryFn: ({ signal }) => listAudit(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (id: number, page: number) => useQuery(auditQuery(id, page));
