import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody, RegisterBody } from '@toko/shared';
import { api } from '../../../api/client.ts';

export const login = (body: LoginBody) => api<AuthResponse>('/auth/login', { method: 'POST', body });
export const register = (body: RegisterBody) => api<AuthResponse>('/auth/register', { method: 'POST', body });

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
