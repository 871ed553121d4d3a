import {
  DEFAULT_DELIVERY_AREA,
  DEFAULT_RETURN_WINDOW_DAYS,
  type DeliveryAreaBody,
  type PaymentInfo,
  SETTINGS_TEXT,
  type SettingChange,
  type SettingsBody,
  type SettingsField,
  SHIPPING_TEXT,
  type ShippingZone,
  type ShippingZonesBody,
  type ShopSettings,
  zoneFor,
} from '@toko/shared';
import { formatRupiah } from '@toko/shared/format';
import { parseQris, qrisMerchant } from '@toko/shared/qris';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { shopSettingChanges, shopSettings, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { findRegion, regionCodesOfDesa } from '../regions/index.ts';

// 'Pengaturan Toko' (docs/decisions/071-shop-settings-and-delivery-area.md). A field the owner never saved
// takes its value from the environment (BANK_ACCOUNT_*, SELLER_WHATSAPP) or the spec's default; a saved
// one wins. Every process reads the table again after SETTINGS_CACHE_MS at most, so a change shows in
// every process within seconds, without a restart.

export interface AreaCodes {
  provinsi: string[];
  kabupaten: string[];
}

/** The settings as stored: the delivery area and the shipping zones' regions as codes. */
export interface StoredSettings extends Omit<ShopSettings, 'delivery_area' | 'shipping_zones'> {
  delivery_area: AreaCodes;
  shipping_zones: ShippingZone[];
}

export const SETTINGS_CACHE_MS = 5_000;
const SETTINGS_LOCK_KEY = 230_071;

/** The shop's name before the owner sets one (as pages and messages wrote it). */
export const DEFAULT_SHOP_NAME = 'Toko';

export function defaultSettings(config: Pick<Config, 'payment' | 'qrisPayload'>): StoredSettings {
  const { payment } = config;
  return {
    shop_name: DEFAULT_SHOP_NAME,
    shop_email: '',
    shop_phone: '',
    shop_address: '',
    bank_holder: payment.holder,
    bank_bca: payment.accounts.BCA,
    bank_bni: payment.accounts.BNI,
    bank_mandiri: payment.accounts.Mandiri,
    seller_whatsapp: payment.sellerWhatsapp,
    delivery_area: DEFAULT_DELIVERY_AREA,
    // No zones: shipping is free everywhere, as the spec's shop (ADR 073).
    shipping_zones: [],
    qris_payload: config.qrisPayload ?? '',
    return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
  };
}

/**
 * Per database, set when the settings routes are registered (buildApp), from that app's configuration:
 * two apps in one process (tests) may start from different environments. A service may be handed a
 * transaction instead (a request with an Idempotency-Key runs in one): it takes the defaults registered
 * last, which in a running shop (one app per process) are the only ones.
 */
const defaultsByDb = new WeakMap<Db, StoredSettings>();
let lastDefaults: StoredSettings | undefined;

type Listener = (settings: StoredSettings) => void;
const listeners: Listener[] = [];
const cache = new WeakMap<Db, { settings: StoredSettings; at: number }>();

/** Set once when the API starts, from its configuration (the environment's first values). */
export function setSettingsDefaults(db: Db, next: StoredSettings): void {
  defaultsByDb.set(db, next);
  lastDefaults = next;
}

/** Called with the settings each time this process reads them afresh (the message footer keeps them). */
export function onSettingsRead(listener: Listener): void {
  listeners.push(listener);
}

function defaultsOf(db: Db): StoredSettings {
  const defaults = defaultsByDb.get(db) ?? lastDefaults;
  if (!defaults) throw new Error('settings read before the settings routes were registered');
  return defaults;
}

/** `executor` is the database or a transaction on it; `defaults` are that database's. */
async function readSettings(executor: Db, defaults: StoredSettings): Promise<StoredSettings> {
  const rows = await executor.select({ key: shopSettings.key, value: shopSettings.value }).from(shopSettings);
  const settings: StoredSettings = { ...defaults };
  for (const row of rows) {
    if (row.key in settings)
      (settings as unknown as Record<string, unknown>)[row.key] = JSON.parse(row.value);
  }
  return settings;
}

/** The shop's settings, read from the database at most SETTINGS_CACHE_MS ago. */
export async function getShopSettings(db: Db): Promise<StoredSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < SETTINGS_CACHE_MS) return hit.settings;
  const settings = await readSettings(db, defaultsOf(db));
  cache.set(db, { settings, at: Date.now() });
  for (const listener of listeners) listener(settings);
  return settings;
}

/** GET /payment-info: the bank accounts and WhatsApp the payment page shows. */
export async function getPaymentInfo(db: Db): Promise<PaymentInfo> {
  const s = await getShopSettings(db);
  return {
    holder: s.bank_holder,
    accounts: { BCA: s.bank_bca, BNI: s.bank_bni, Mandiri: s.bank_mandiri },
    sellerWhatsapp: s.seller_whatsapp,
  };
}

/** The static QRIS the payment pages use (ADR 062), null when the owner takes no QRIS. */
export async function getQrisPayload(db: Db): Promise<string | null> {
  return (await getShopSettings(db)).qris_payload || null;
}

const regionsOf = (codes: string[]) =>
  codes.flatMap((code) => {
    const region = findRegion(code);
    return region ? [{ code: region.code, name: region.name, label: region.label }] : [];
  });

/** The settings as the owner's page reads them: the delivery area with its names. */
export function withAreaNames(s: StoredSettings): ShopSettings {
  return {
    ...s,
    delivery_area: {
      provinsi: regionsOf(s.delivery_area.provinsi),
      kabupaten: regionsOf(s.delivery_area.kabupaten),
    },
    shipping_zones: s.shipping_zones.map((z) => ({
      ...z,
      provinsi: regionsOf(z.provinsi),
      kabupaten: regionsOf(z.kabupaten),
    })),
  };
}

/** True when the shop delivers to this kabupaten/kota (its code, or its province's, is enabled). */
export function isKabupatenInArea(area: AreaCodes, kabupatenCode: string): boolean {
  const provinsi = kabupatenCode.split('.')[0] ?? '';
  return area.kabupaten.includes(kabupatenCode) || area.provinsi.includes(provinsi);
}

/**
 * Refuses a desa outside the delivery area with a 400 naming the field: 'provinsi' when nothing in its
 * province is enabled, 'kabupaten' when other kabupaten of the province are.
 */
export async function assertInDeliveryArea(db: Db, desaCode: string): Promise<void> {
  assertDesaInArea(await getShopSettings(db), desaCode);
}

/**
 * The same check with settings already read: for a caller inside a transaction, which must not wait for a
 * second pool connection to read them (many such transactions at once would hold every connection).
 */
export function assertDesaInArea(settings: StoredSettings, desaCode: string): void {
  const area = settings.delivery_area;
  const codes = regionCodesOfDesa(desaCode);
  if (isKabupatenInArea(area, codes.kabupaten)) return;
  const provinceServed =
    area.provinsi.includes(codes.provinsi) || area.kabupaten.some((k) => k.startsWith(`${codes.provinsi}.`));
  const [path, message] = provinceServed
    ? (['kabupaten', 'Kabupaten/kota ini di luar area pengiriman kami'] as const)
    : (['provinsi', 'Provinsi ini di luar area pengiriman kami'] as const);
  throw AppError.validation(message, [{ path, message }]);
}

/**
 * Where an address can be ordered to, and the zone that prices it (ADR 073): null codes (an old
 * address whose names no longer resolve) cannot be placed, so they count as outside the area.
 */
export async function deliveryFor(
  db: Db,
  codes: { provinsi: string; kabupaten: string } | null,
): Promise<{ inArea: boolean; zone: ShippingZone | null }> {
  return deliveryIn(await getShopSettings(db), codes);
}

/** deliveryFor with settings already read (read them before a transaction, as assertDesaInArea says). */
export function deliveryIn(
  settings: StoredSettings,
  codes: { provinsi: string; kabupaten: string } | null,
): { inArea: boolean; zone: ShippingZone | null } {
  if (!codes) return { inArea: false, zone: null };
  return {
    inArea: isKabupatenInArea(settings.delivery_area, codes.kabupaten),
    zone: zoneFor(settings.shipping_zones, codes),
  };
}

const regionNames = (codes: string[]) =>
  regionsOf(codes)
    .map((r) => r.label)
    .join(', ') || '-';

/** One zone as 'Riwayat Perubahan' writes it: 'Jawa Tengah (Jawa Tengah): Rp 10.000 per kg, gratis dari Rp 500.000'. */
function describeZone(z: ShippingZone): string {
  const regions = [...z.provinsi, ...z.kabupaten];
  const rate =
    z.rate_type === 'flat' ? `${formatRupiah(z.rate)} per pesanan` : `${formatRupiah(z.rate)} per kg`;
  const free = z.free_threshold === null ? '' : `, gratis dari ${formatRupiah(z.free_threshold)}`;
  return `${z.name} (${regionNames(regions)}): ${rate}${free}`;
}

/** A QRIS as the owner knows it: the merchant it pays, not 200 characters of code. */
function describeQris(payload: string): string {
  if (payload === '') return 'Tidak ada';
  return qrisMerchant(parseQris(payload));
}

/** How 'Riwayat Perubahan' writes a value: the delivery area and the zones by their names. */
function describe(field: SettingsField, value: unknown): string {
  if (field === 'qris_payload') return describeQris(value as string);
  if (field === 'shipping_zones') {
    const zones = value as ShippingZone[];
    return zones.length === 0 ? 'Tidak ada zona (gratis)' : zones.map(describeZone).join('; ');
  }
  if (field !== 'delivery_area') return String(value ?? '');
  const area = value as AreaCodes;
  return `Provinsi: ${regionNames(area.provinsi)}; Kabupaten/Kota: ${regionNames(area.kabupaten)}`;
}

/**
 * Writes the fields that differ from their current value and one history row for each, in one
 * transaction under one lock, so the history's old values are the ones each save replaced.
 */
async function saveFields(
  db: Db,
  actorId: number,
  changes: Partial<Record<SettingsField, unknown>>,
): Promise<StoredSettings> {
  await db.transaction(async (tx) => {
    if (lockTaken('settings.write'))
      await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_KEY})`);
    const current = await readSettings(tx, defaultsOf(db));
    await insideLock('settings.write');
    const now = new Date();
    for (const [key, value] of Object.entries(changes) as [SettingsField, unknown][]) {
      const old = current[key];
      if (JSON.stringify(old) === JSON.stringify(value)) continue;
      await tx
        .insert(shopSettings)
        .values({ key, value: JSON.stringify(value), updatedAt: now })
        .onConflictDoUpdate({
          target: shopSettings.key,
          set: { value: JSON.stringify(value), updatedAt: now },
        });
      await tx.insert(shopSettingChanges).values({
        field: key,
        oldValue: describe(key, old),
        newValue: describe(key, value),
        changedBy: actorId,
        changedAt: now,
      });
    }
  });
  cache.delete(db);
  return getShopSettings(db);
}

/** PUT /settings: the contact, bank and WhatsApp fields sent; an empty body changes nothing. */
export async function updateShopSettings(
  db: Db,
  actorId: number,
  body: SettingsBody,
): Promise<StoredSettings> {
  const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) {
    throw AppError.validation(SETTINGS_TEXT.nothingToSave, [
      { path: 'body', message: SETTINGS_TEXT.nothingToSave },
    ]);
  }
  return saveFields(db, actorId, changes);
}

function checkedCodes(field: 'provinsi' | 'kabupaten', codes: string[], path: string = field): string[] {
  const level = field === 'provinsi' ? 1 : 2;
  for (const code of codes) {
    const region = findRegion(code);
    if (!region || region.level !== level) {
      const message = region
        ? field === 'provinsi'
          ? SETTINGS_TEXT.notProvince(code)
          : SETTINGS_TEXT.notKabupaten(code)
        : SETTINGS_TEXT.unknownRegion(code);
      throw AppError.validation(message, [{ path, message }]);
    }
  }
  return [...new Set(codes)].sort();
}

/**
 * PUT /settings/delivery-area: provinces and kabupaten/kota by code. A kabupaten whose province is chosen
 * adds nothing and is dropped, so the stored area says each thing once.
 */
export async function setDeliveryArea(
  db: Db,
  actorId: number,
  body: DeliveryAreaBody,
): Promise<StoredSettings> {
  const provinsi = checkedCodes('provinsi', body.provinsi);
  const kabupaten = checkedCodes('kabupaten', body.kabupaten).filter(
    (k) => !provinsi.includes(k.split('.')[0] ?? ''),
  );
  if (provinsi.length === 0 && kabupaten.length === 0) {
    throw AppError.validation(SETTINGS_TEXT.emptyArea, [
      { path: 'kabupaten', message: SETTINGS_TEXT.emptyArea },
    ]);
  }
  return saveFields(db, actorId, { delivery_area: { provinsi, kabupaten } });
}

const refuse = (path: string, message: string) => AppError.validation(message, [{ path, message }]);

/**
 * PUT /settings/shipping-zones: the whole list (ADR 073). Each zone names regions inside the delivery
 * area; a province or kabupaten/kota sits in one zone at most, so a destination has one zone per level
 * (a kabupaten's zone beats its province's, zoneFor). Names are unique so the owner can tell them apart.
 */
export async function setShippingZones(
  db: Db,
  actorId: number,
  body: ShippingZonesBody,
): Promise<StoredSettings> {
  const { delivery_area: area } = await getShopSettings(db);
  const owner = new Map<string, string>();
  const names = new Set<string>();
  const zones = body.zones.map((input, i): ShippingZone => {
    const at = `zones.${i}`;
    const key = input.name.toLocaleLowerCase('id-ID');
    if (names.has(key)) throw refuse(`${at}.name`, SHIPPING_TEXT.nameTaken(input.name));
    names.add(key);
    const provinsi = checkedCodes('provinsi', input.provinsi, `${at}.provinsi`);
    const kabupaten = checkedCodes('kabupaten', input.kabupaten, `${at}.kabupaten`);
    if (provinsi.length + kabupaten.length === 0)
      throw refuse(`${at}.kabupaten`, SHIPPING_TEXT.regionsRequired);
    for (const [field, codes] of [
      ['provinsi', provinsi],
      ['kabupaten', kabupaten],
    ] as const) {
      for (const code of codes) {
        const label = findRegion(code)!.label;
        const inArea =
          field === 'kabupaten'
            ? isKabupatenInArea(area, code)
            : area.provinsi.includes(code) || area.kabupaten.some((k) => k.startsWith(`${code}.`));
        if (!inArea) throw refuse(`${at}.${field}`, SHIPPING_TEXT.outsideArea(label));
        const other = owner.get(code);
        if (other !== undefined)
          throw refuse(`${at}.${field}`, SHIPPING_TEXT.inTwoZones(label, other, input.name));
        owner.set(code, input.name);
      }
    }
    return {
      name: input.name,
      provinsi,
      kabupaten,
      rate_type: input.rate_type,
      rate: input.rate,
      free_threshold: input.free_threshold,
    };
  });
  return saveFields(db, actorId, { shipping_zones: zones });
}

const HISTORY_LIMIT = 100;

/** 'Riwayat Perubahan': the latest changes first. */
export async function listSettingChanges(db: Db): Promise<SettingChange[]> {
  const rows = await db
    .select({
      id: shopSettingChanges.id,
      field: shopSettingChanges.field,
      oldValue: shopSettingChanges.oldValue,
      newValue: shopSettingChanges.newValue,
      changedAt: shopSettingChanges.changedAt,
      fullname: users.fullname,
    })
    .from(shopSettingChanges)
    .leftJoin(users, eq(users.id, shopSettingChanges.changedBy))
    .orderBy(desc(shopSettingChanges.changedAt), desc(shopSettingChanges.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    field: r.field as SettingsField,
    old_value: r.oldValue,
    new_value: r.newValue,
    changed_by: r.fullname,
    changed_at: r.changedAt.toISOString(),
  }));
}
