import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, RegisterBody } from '@toko/shared';
import { api } from '../../../api/client.ts';

export const register = (body: RegisterBody) => api<AuthResponse>('/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
