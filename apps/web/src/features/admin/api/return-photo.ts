import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /returns/{id}/photos/{photoId}: a photo the customer sent, as bytes (it needs the token). */
export const fetchReturnPhoto = (returnId: number, photoId: number, signal?: AbortSignal) =>
  api<Blob>(`/returns/${returnId}/photos/${photoId}`, { signal, responseType: 'blob' });

export const returnPhotoQuery = (returnId: number, photoId: number) =>
  queryOptions({
    queryKey: adminKeys.returnPhoto(returnId, photoId),
    queryFn: ({ signal }) => fetchReturnPhoto(returnId, photoId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReturnPhoto = (returnId: number, photoId: number) =>
  useQuery(returnPhotoQuery(returnId, photoId));
