// `npm run db:roles -- postgres://postgres@localhost:5432/toko`: as a superuser, creates the owner role
// (runs the migrations) and the app role (reads and writes rows, nothing else) on the shop's database.
// Passwords and names come from the environment; run it again at any time, it changes nothing twice.
// Then start the shop with DATABASE_URL as the app role and DATABASE_MIGRATION_URL as the owner.
import { setUpRoles } from '../apps/api/src/db/roles.ts';

const adminUrl = process.argv[2];
if (!adminUrl?.startsWith('postgres')) {
  console.error('usage: npm run db:roles -- postgres://SUPERUSER@HOST:PORT/DATABASE');
  console.error(
    'environment: DB_OWNER_ROLE (toko_owner), DB_OWNER_PASSWORD, DB_APP_ROLE (toko_app), DB_APP_PASSWORD',
  );
  process.exit(1);
}
const owner = process.env.DB_OWNER_ROLE || 'toko_owner';
const app = process.env.DB_APP_ROLE || 'toko_app';
await setUpRoles(adminUrl, {
  owner,
  ownerPassword: process.env.DB_OWNER_PASSWORD || undefined,
  app,
  appPassword: process.env.DB_APP_PASSWORD || undefined,
});
const u = new URL(adminUrl);
const as = (role: string) => `postgres://${role}:PASSWORD@${u.host}${u.pathname}`;
console.log(`roles ready on ${u.pathname.slice(1)}. Start the shop with:`);
console.log(`  DATABASE_URL=${as(app)}`);
console.log(`  DATABASE_MIGRATION_URL=${as(owner)}`);
