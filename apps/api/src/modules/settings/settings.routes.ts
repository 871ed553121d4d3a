import {
  DeliveryAreaBodySchema,
  DeliveryAreaResponseSchema,
  freeShippingFrom,
  SettingChangesResponseSchema,
  SettingsBodySchema,
  ShippingZonesBodySchema,
  ShopSettingsResponseSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import {
  defaultSettings,
  getShopSettings,
  listSettingChanges,
  setDeliveryArea,
  setSettingsDefaults,
  setShippingZones,
  updateShopSettings,
  withAreaNames,
} from './settings.service.ts';

/** 'Pengaturan Toko': the owner's only (docs/decisions/071-shop-settings-and-delivery-area.md). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  setSettingsDefaults(app.db, defaultSettings(app.config));
  const tags = ['settings'];

  app.get(
    '/settings',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getShopSettings',
        summary: "Get the shop's contact, bank accounts, WhatsApp and delivery area",
        tags,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async () => ({ data: withAreaNames(await getShopSettings(app.db)) }),
  );

  app.put(
    '/settings',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateShopSettings',
        summary: "Change the shop's contact, bank accounts or WhatsApp",
        tags,
        body: SettingsBodySchema,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: withAreaNames(await updateShopSettings(app.db, currentUser(request).id, request.body)),
    }),
  );

  app.put(
    '/settings/delivery-area',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'setDeliveryArea',
        summary: 'Set the provinces and kabupaten the shop delivers to',
        tags,
        body: DeliveryAreaBodySchema,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: withAreaNames(await setDeliveryArea(app.db, currentUser(request).id, request.body)),
    }),
  );

  app.put(
    '/settings/shipping-zones',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'setShippingZones',
        summary: 'Replace the shipping zones and their rates (all of them at once)',
        tags,
        body: ShippingZonesBodySchema,
        response: { 200: ShopSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: withAreaNames(await setShippingZones(app.db, currentUser(request).id, request.body)),
    }),
  );

  // Public: the address form offers exactly this area, to anyone filling it in.
  app.get(
    '/delivery-area',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getDeliveryArea',
        summary: 'Get the provinces and kabupaten the shop delivers to',
        tags,
        response: { 200: DeliveryAreaResponseSchema },
      },
    },
    async () => {
      const settings = await getShopSettings(app.db);
      return {
        data: {
          ...withAreaNames(settings).delivery_area,
          free_shipping_from: freeShippingFrom(settings.shipping_zones),
        },
      };
    },
  );

  app.get(
    '/settings/history',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listSettingChanges',
        summary: 'List the latest changes to the shop settings, who made them and when',
        tags,
        response: { 200: SettingChangesResponseSchema },
      },
    },
    async () => ({ data: await listSettingChanges(app.db) }),
  );
};

/**
 * Messages are written deep inside a change (a checkout, a status change) from what this process last
 * read of the settings: a request that may change something reads them first when they are older than
 * the cache allows, one small query every few seconds at most (ADR 071).
 */
export function keepSettingsFresh(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/')) {
      await getShopSettings(app.db);
    }
  });
}
