import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAreaBody, SettingsBody, ShippingZonesBody, ShopSettings } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { adminKeys } from './keys.ts';

export const saveShopSettings = (body: SettingsBody) =>
  api<{ data: ShopSettings }>('/settings', { method: 'PUT', body }).then((r) => r.data);

export const saveDeliveryArea = (body: DeliveryAreaBody) =>
  api<{ data: ShopSettings }>('/settings/delivery-area', { method: 'PUT', body }).then((r) => r.data);

export const saveShippingZones = (body: ShippingZonesBody) =>
  api<{ data: ShopSettings }>('/settings/shipping-zones', { method: 'PUT', body }).then((r) => r.data);

/** After a save: the page, its history, and what the shop shows from the settings. */
const reload = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.settings() }),
    client.invalidateQueries({ queryKey: queryKeys.paymentInfo() }),
    client.invalidateQueries({ queryKey: queryKeys.deliveryArea() }),
    // Shipping is priced on the cart: a shopper's summary follows the new zones.
    client.invalidateQueries({ queryKey: queryKeys.cart.all() }),
  ]);

/** PUT /settings: contact, bank accounts, WhatsApp. */
export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveShopSettings, onSuccess: () => reload(client) });
}

/** PUT /settings/delivery-area. */
export function useSaveDeliveryArea() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveDeliveryArea, onSuccess: () => reload(client) });
}

/** PUT /settings/shipping-zones: the whole list. */
export function useSaveShippingZones() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveShippingZones, onSuccess: () => reload(client) });
}
