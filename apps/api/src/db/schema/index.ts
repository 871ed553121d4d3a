export * from './addresses.ts';
export * from './arisan.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './idempotency.ts';
export * from './newsletter.ts';
export * from './orders.ts';
export * from './users.ts';
