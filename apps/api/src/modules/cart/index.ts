// The cart module's face (docs/decisions/055-module-boundaries.md): its routes and what the checkout reads
// and empties. Imported from outside only through this file.
export { cartRoutes } from './cart.routes.ts';
export { type CartStockLine, emptyCart, readCartForCheckout, readCartStock } from './cart.service.ts';
