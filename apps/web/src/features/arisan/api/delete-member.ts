import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** Refused (409) for a member with payments: the ledger keeps its records. */
export const deleteMember = (id: number) => api<void>(`/members/${id}`, { method: 'DELETE' });

export const useDeleteMember = () => useArisanMutation(deleteMember);
