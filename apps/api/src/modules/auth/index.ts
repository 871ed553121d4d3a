// The auth module's face (docs/decisions/055-module-boundaries.md): its routes, the first admin and the
// password hash the demo seed uses. Imported from outside only through this file.
export { authRoutes } from './auth.routes.ts';
export { ensureAdmin, findUserByEmail } from './auth.service.ts';
export { hashPassword } from './password.ts';
export { sendPasswordResetLink } from './password-reset.service.ts';
