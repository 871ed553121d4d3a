import type { Member, MemberBodyInput } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const updateMember = ({ id, ...body }: MemberBodyInput & { id: number }) =>
  api<{ data: Member }>(`/members/${id}`, { method: 'PUT', body }).then((r) => r.data);

export const useUpdateMember = () => useArisanMutation(updateMember);
