import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@toko/shared';
import { api } from '../../../api/client.ts';

export const login = (body: LoginBody) => api<AuthResponse>('/auth/login', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
