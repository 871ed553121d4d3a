import type { AddArisanMemberBody, MembershipActionResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const addArisanMember = (body: AddArisanMemberBody) =>
  api<MembershipActionResponse>('/arisans/member', { method: 'POST', body }).then((r) => r.data);

export const useAddArisanMember = () => useArisanMutation(addArisanMember);
