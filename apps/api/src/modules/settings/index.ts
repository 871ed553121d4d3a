// The settings module's face (docs/decisions/055-module-boundaries.md): other modules and app.ts import
// it only through this file.
export { keepSettingsFresh, settingsRoutes } from './settings.routes.ts';
export {
  assertDesaInArea,
  assertInDeliveryArea,
  deliveryFor,
  deliveryIn,
  getPaymentInfo,
  getQrisPayload,
  getShopSettings,
  onSettingsRead,
  SETTINGS_CACHE_MS,
  type StoredSettings,
} from './settings.service.ts';
