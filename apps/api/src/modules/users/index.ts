// The users module's face (docs/decisions/055-module-boundaries.md). Imported from outside only through
// this file.
export { usersRoutes } from './users.routes.ts';
