import { ListPage } from '../../../components/list-page/list-page.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { useShopSettings } from '../api/settings.ts';
import { DeliveryAreaEditor } from '../components/settings/delivery-area-editor.tsx';
import { SettingChanges } from '../components/settings/setting-changes.tsx';
import { ShippingZonesEditor } from '../components/settings/shipping-zones-editor.tsx';
import { ShopSettingsForm } from '../components/settings/shop-settings-form.tsx';

/**
 * 'Pengaturan Toko' (docs/decisions/071-shop-settings-and-delivery-area.md): the shop's contact, bank
 * accounts, WhatsApp, delivery area and shipping zones (ADR 073), stored in the database and audited; the environment only gives
 * the first values.
 */
export default function SettingsPage() {
  const settings = useShopSettings();
  return (
    <ListPage title="Pengaturan Toko" intro="Perubahan langsung berlaku di toko dan tercatat di riwayat.">
      <QueryState query={settings} loading="Memuat pengaturan...">
        {(s) => (
          <>
            <ShopSettingsForm settings={s} />
            <DeliveryAreaEditor area={s.delivery_area} />
            <ShippingZonesEditor zones={s.shipping_zones} area={s.delivery_area} />
          </>
        )}
      </QueryState>
      <SettingChanges />
    </ListPage>
  );
}
