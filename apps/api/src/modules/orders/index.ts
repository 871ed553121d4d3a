// The orders module's face (docs/decisions/055-module-boundaries.md): the shopper's and the admin's routes,
// what arisan barang builds on (its recipients' orders, its group's stock), and an order as a thing being
// paid for, which app.ts gives the payments module (docs/decisions/060-one-payments-module.md).
// Imported from outside only through this file.

export { applyChange } from './order-changes.service.ts';
export { expireOverdueOrders } from './order-expiry.service.ts';
export { makeInvoiceNumber, makeOrderNumber } from './order-numbers.ts';
export { orderPayable } from './order-payable.ts';
export { releaseGroupStock, reserveGroupStock, restockUnits } from './order-stock.ts';
export { ordersRoutes } from './orders.routes.ts';
export { orderRef } from './orders.service.ts';
export { ordersAdminRoutes } from './orders-admin.routes.ts';
