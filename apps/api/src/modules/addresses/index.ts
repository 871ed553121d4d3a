// The addresses module's face (docs/decisions/055-module-boundaries.md): other modules and app.ts
// import it only through this file.
export { addressesRoutes } from './addresses.routes.ts';
export {
  findDefaultAddress,
  getOwnAddress,
  getOwnAddressWithRegions,
  regionCodesOfAddress,
} from './addresses.service.ts';
