import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const removeArisanMember = ({ arisanId, memberId }: { arisanId: number; memberId: number }) =>
  api<{ success: true }>(`/arisans/${arisanId}/member/${memberId}`, { method: 'DELETE' });

export const useRemoveArisanMember = () => useArisanMutation(removeArisanMember);
