// The regions module's face (docs/decisions/055-module-boundaries.md): other modules and app.ts import it
// only through this file.
export { regionsRoutes } from './regions.routes.ts';
export {
  findDesaCode,
  findRegion,
  type RegionCodes,
  type RegionNames,
  regionCodesOfDesa,
  resolveRegionNames,
} from './regions.service.ts';
