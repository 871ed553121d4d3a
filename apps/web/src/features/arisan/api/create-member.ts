import type { Member, MemberBodyInput } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const createMember = (body: MemberBodyInput) =>
  api<{ data: Member }>('/members', { method: 'POST', body, idempotent: true }).then((r) => r.data);

export const useCreateMember = () => useArisanMutation(createMember);
