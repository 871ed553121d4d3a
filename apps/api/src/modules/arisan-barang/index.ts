// Arisan barang's face (docs/decisions/055-module-boundaries.md): its routes and the rules it gives the
// arisan core (docs/decisions/056-arisan-kinds.md). app.ts imports it only through this file.
export { barangKind } from './barang-kind.ts';
export { barangDetailRoutes } from './detail.routes.ts';
export { barangGroupsRoutes } from './groups.routes.ts';
export { barangTransferPayable } from './transfer-payable.ts';
export { arisanBarangMemberRoutes } from './transfers.routes.ts';
export { arisanTransfersAdminRoutes } from './transfers-admin.routes.ts';
