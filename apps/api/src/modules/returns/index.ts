// The returns module's face (docs/decisions/089-returns-and-refunds.md): 'Pengembalian' and its refunds.
// Imported from outside only through this file.
export { returnsRoutes } from './returns.routes.ts';
