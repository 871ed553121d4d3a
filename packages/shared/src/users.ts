import { z } from 'zod';
import { PhoneSchema, RoleSchema, UserSchema } from './auth.ts';
import { limitParam, PaginationSchema, pageParam, searchText, text } from './common.ts';
import { PAGE_SIZE } from './constants.ts';

/** GET /users: paginated, searchable by name, email or phone. */
export const UsersQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZE.users),
  search: searchText().optional(),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

export const UsersListResponseSchema = z.object({ users: z.array(UserSchema), pagination: PaginationSchema });
export type UsersListResponse = z.infer<typeof UsersListResponseSchema>;

/**
 * PUT /users/{id}: what an admin may change about a user. Strict, so an email or a password hash sent
 * along is refused rather than silently ignored. An empty phone number clears it.
 */
export const UserUpdateBodySchema = z.strictObject({
  fullname: text().trim().min(1, 'Nama lengkap wajib diisi').max(100).optional(),
  phone_number: z.union([z.literal('').transform(() => null), z.null(), PhoneSchema]).optional(),
  role: RoleSchema.optional(),
});
export type UserUpdateBody = z.infer<typeof UserUpdateBodySchema>;
