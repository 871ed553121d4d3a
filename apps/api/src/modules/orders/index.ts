// The orders module's face (docs/decisions/055-module-boundaries.md): the shopper's and the admin's routes,
// and what arisan barang builds on (its recipients' orders, its group's stock, its members' transfers).
// Imported from outside only through this file.
export { expireOverdueOrders } from './order-expiry.service.ts';
export { ordersRoutes } from './orders.routes.ts';
export {
  applyChange,
  makeInvoiceNumber,
  makeOrderNumber,
  releaseGroupStock,
  reserveGroupStock,
} from './orders.service.ts';
export { ordersAdminRoutes } from './orders-admin.routes.ts';
export { normaliseProofFile } from './payment-proofs.service.ts';
export { writeWithUniqueAmount } from './unique-code.ts';
