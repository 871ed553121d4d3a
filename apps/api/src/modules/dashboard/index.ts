// The dashboard module's face (docs/decisions/055-module-boundaries.md). Imported from outside only
// through this file.
export { dashboardRoutes } from './dashboard.routes.ts';
export { getDashboardSummary } from './dashboard.service.ts';
