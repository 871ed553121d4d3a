// The orders module's face (docs/decisions/055-module-boundaries.md): the shopper's and the admin's routes,
// and what arisan barang builds on (its recipients' orders, its group's stock, its members' transfers).
// Imported from outside only through this file.

export { applyChange } from './order-changes.service.ts';
export { expireOverdueOrders } from './order-expiry.service.ts';
export { makeInvoiceNumber, makeOrderNumber } from './order-numbers.ts';
export { orderPayable } from './order-payable.ts';
export { releaseGroupStock, reserveGroupStock } from './order-stock.ts';
export { ordersRoutes } from './orders.routes.ts';
export { ordersAdminRoutes } from './orders-admin.routes.ts';
export { normaliseProofFile } from './payment-proofs.service.ts';
export { writeWithUniqueAmount } from './unique-code.ts';
