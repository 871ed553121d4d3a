// Labels and fixed values of the specification (sections 4 and 9), one place for web and API.

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Customer-facing labels (docs/product.md section 4). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Menunggu konfirmasi Penjual',
  processing: 'Dikemas',
  shipped: 'Dikirim',
  delivered: 'Selesai',
  cancelled: 'Dibatalkan',
};

/**
 * The transaction filter chips; 'all' has the empty key (docs/product.md section 9). 'review' (orders whose proof of
 * transfer waits for the seller) is ours: such an order no longer reads 'Menunggu Pembayaran' (ADR 049).
 */
export const ORDER_FILTER_TABS: { key: '' | OrderStatus | 'review'; label: string }[] = [
  { key: '', label: 'Semua' },
  { key: 'pending', label: 'Menunggu Pembayaran' },
  { key: 'review', label: 'Menunggu Verifikasi' },
  { key: 'processing', label: 'Dikemas' },
  { key: 'shipped', label: 'Dikirim' },
  { key: 'delivered', label: 'Selesai' },
  { key: 'cancelled', label: 'Dibatalkan' },
];

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Menunggu Pembayaran',
  paid: 'Dibayar',
  failed: 'Gagal',
};

/** The payment method recorded for a manual bank-transfer order (docs/architecture.md section 5). */
export const BANK_TRANSFER = 'bank_transfer';
/** An arisan barang recipient's order: paid by the group's contributions (docs/decisions/042-arisan-barang.md). */
export const ARISAN_BARANG_PAYMENT = 'arisan_barang';

const PAYMENT_METHOD_LABEL: Record<string, string> = {
  [BANK_TRANSFER]: 'Transfer Bank',
  [ARISAN_BARANG_PAYMENT]: 'Arisan Barang',
};

/** A recorded payment method as a shopper reads it (an unknown one as stored). */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABEL[method] ?? method;
}

export const BANKS = ['BCA', 'BNI', 'Mandiri'] as const;

/** Couriers an admin ships with. */
export const COURIERS = ['jne', 'jnt', 'sicepat', 'anteraja', 'pos', 'own'] as const;
export type Courier = (typeof COURIERS)[number];

/**
 * Each courier's public tracking page (docs/decisions/037-courier-tracking-links.md): `page` is where a
 * shopper types the resi; `withResi` is set only where the page is known to read the resi from its address.
 * The shop's own delivery has no page.
 */
export const COURIER_INFO: Record<
  Courier,
  { label: string; page: string | null; withResi?: (resi: string) => string }
> = {
  jne: { label: 'JNE', page: 'https://www.jne.co.id/tracking-package' },
  jnt: { label: 'J&T', page: 'https://jet.co.id/track' },
  sicepat: {
    label: 'SiCepat',
    page: 'https://www.sicepat.com/checkAwb',
    withResi: (r) => `https://www.sicepat.com/checkAwb/${encodeURIComponent(r)}`,
  },
  anteraja: { label: 'AnterAja', page: 'https://anteraja.id/tracking' },
  pos: { label: 'Pos Indonesia', page: 'https://www.posindonesia.co.id/id/tracking' },
  own: { label: 'Kurir Toko', page: null },
};

/**
 * Where a shopper follows a parcel: the courier's page, with the resi in the address when the page reads
 * it there (`carriesResi`); otherwise the shopper pastes the resi they copied with 'Salin'. Null for the
 * shop's own delivery, a missing courier or an empty resi.
 */
export function trackingLink(
  courier: Courier | null | undefined,
  resi: string | null | undefined,
): { href: string; carriesResi: boolean } | null {
  const trimmed = resi?.trim();
  if (!courier || !trimmed) return null;
  const info = COURIER_INFO[courier];
  if (info.withResi) return { href: info.withResi(trimmed), carriesResi: true };
  return info.page ? { href: info.page, carriesResi: false } : null;
}

/** The cancel reason of an order the expiry job cancelled. */
export const EXPIRED_REASON = 'Waktu pembayaran habis';
export type Bank = (typeof BANKS)[number];

export const SAVING_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type SavingType = (typeof SAVING_TYPES)[number];
export const SAVING_TYPE_LABEL: Record<SavingType, string> = {
  daily: 'Harian',
  weekly: 'Mingguan',
  monthly: 'Bulanan',
};
/**
 * The 409 of an arisan barang join by an account without a default address (issue 14): the product page
 * shows it with a link to the addresses page, so the API and the page use this one text.
 */
export const BARANG_NO_ADDRESS = 'Tambahkan alamat utama dulu sebelum bergabung';

/** An arisan barang group's state as members and the admin read it (BARANG_GROUP_STATES). */
export const BARANG_GROUP_STATE_LABEL: Record<'open' | 'full' | 'running' | 'completed', string> = {
  open: 'Mencari anggota',
  full: 'Penuh, menunggu mulai',
  running: 'Berjalan',
  completed: 'Selesai',
};

/** A member transfer's status (ARISAN_TRANSFER_STATUSES). */
export const ARISAN_TRANSFER_STATUS_LABEL: Record<
  'pending' | 'review' | 'rejected' | 'approved' | 'cancelled',
  string
> = {
  pending: 'Menunggu transfer',
  review: 'Menunggu verifikasi',
  rejected: 'Ditolak',
  approved: 'Diterima',
  cancelled: 'Dibatalkan',
};

/** One cycle of a saving type as a word: 'Rp 50.000 per minggu'. */
export const SAVING_PERIOD_WORD: Record<SavingType, string> = {
  daily: 'hari',
  weekly: 'minggu',
  monthly: 'bulan',
};

export const ARISAN_STATUSES = ['active', 'inactive', 'completed'] as const;
export type ArisanStatus = (typeof ARISAN_STATUSES)[number];
export const ARISAN_STATUS_LABEL: Record<ArisanStatus, string> = {
  active: 'Aktif',
  inactive: 'Tidak Aktif',
  completed: 'Selesai',
};

/**
 * A search counts its matches up to this many (`totalItems`; the storefront shows '100+ produk' when it is
 * reached); the pages go on past it. Counting further would read and, for a typo, score every match
 * (ADR 043).
 */
export const SEARCH_COUNT_LIMIT = 100;

/** Page sizes (docs/product.md section 9). */
export const PAGE_SIZE = {
  storefront: 12,
  storefrontMax: 48,
  featured: 4,
  adminProducts: 10,
  arisans: 10,
  members: 10,
  transactions: 5,
  adminOrders: 10,
  users: 10,
  locations: 10,
} as const;

export const LOW_STOCK_THRESHOLD = 10;
export const CART_DESCRIPTION_PREVIEW = 60;
export const SEARCH_DEBOUNCE_MS = 1000;
export const TOAST_DURATION_MS = 5000;
/** Installments shown on the product page: 12 months at 0% (computed from the price). */
export const INSTALLMENT_MONTHS = 12;

/**
 * The stored widths of every product image: the spec's 180, 220 and 280 (section 9), and the widths a
 * product card really shows times the screen's pixel ratio, measured in Chromium (ADR 036): 200 (a
 * six-column category card at 1280 px, 193 px), 240 and 300 (the home page's four-column cards at 1024
 * and 1280 px, 234 and 298 px), 320 (Lighthouse's 412 px phone: 182 px at 1.75x, 319 px), 330 (a 375 px
 * phone's card, 164 px, at 2x), 390 (the 1280 px category card at 2x, 385 px), 500 (375 px phones at 3x) and 560
 * (the gallery). A browser takes the first width at least as wide as it needs, so on these screens it
 * downloads at most a few percent more pixels than it shows.
 */
export const IMAGE_WIDTHS = [180, 200, 220, 240, 280, 300, 320, 330, 390, 500, 560] as const;
export const IMAGE_QUALITY = 75;

/** Shop categories with their pages (`/sofas`): the header links the spec's five. */
export const SHOP_CATEGORIES = [
  { slug: 'sofas', name: 'Sofas', nav: 'Sofa' },
  { slug: 'chairs', name: 'Chairs', nav: 'Chairs' },
  { slug: 'cupboards', name: 'Cupboards', nav: 'Cupboards' },
  { slug: 'beds', name: 'Beds', nav: 'Beds' },
  { slug: 'electronics', name: 'Electronics', nav: 'Electronics' },
] as const;

/** docs/decisions/013-password-rules.md: 8 characters (the spec's 6 is too few on the open internet). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/**
 * Validation texts of the account forms, shared by the dialogs and the server. Those the brief quotes stay
 * as written (docs/product.md section 5); the others are Indonesian (docs/decisions/059-one-language.md).
 */
export const AUTH_TEXT = {
  loginMissing: 'Please enter both email and password',
  registerMissing: 'Please fill in all fields',
  passwordsMismatch: 'Passwords do not match',
  passwordShort: 'Password must be at least 8 characters long',
  passwordLong: 'Password maksimal 200 karakter',
  passwordCommon: 'Password ini terlalu umum, silakan pilih yang lain',
  passwordWrong: 'Password saat ini salah',
  passwordChanged: 'Password berhasil diubah',
  profileMissing: 'Please enter both fullname and phone number',
  invalidEmail: 'Masukkan alamat email yang valid',
  badCredentials: 'Email atau password salah',
  accountBlocked: 'Akun ini diblokir. Hubungi toko untuk bantuan.',
  emailTaken: 'Email sudah terdaftar',
  forgotSent:
    'Jika email tersebut terdaftar, kami sudah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk atau folder spam.',
  resetInvalid: 'Tautan atur ulang password tidak berlaku atau sudah kedaluwarsa. Minta tautan baru.',
  resetDone: 'Password berhasil diatur ulang. Silakan masuk dengan password baru.',
  resetLinkSent: 'Tautan atur ulang password dikirim ke email pengguna',
} as const;

/** The URL segment of a product without a category (`/products` is the all-products page). */
export const UNCATEGORISED_SEGMENT = 'produk';

/**
 * A product's page, `/{category slug}/{product slug}` (docs/architecture.md section 3), from any answer that
 * names both. Kept here, in a file every first visit already loads, so it adds no file of its own.
 */
export function productHref(categorySlug: string | null, slug: string): string {
  return `/${categorySlug ?? UNCATEGORISED_SEGMENT}/${slug}`;
}

/** The same address from a product answer; also the server's page heads and sitemap (canonical URLs). */
export function productPath(product: { slug: string; category: { slug: string } | null }): string {
  return productHref(product.category?.slug ?? null, product.slug);
}

/** A turn swap's state, as members and the organiser read it (ADR 081). */
export const SWAP_STATUS_LABEL: Record<'pending' | 'done' | 'declined' | 'cancelled', string> = {
  pending: 'Menunggu jawaban',
  done: 'Sudah ditukar',
  declined: 'Ditolak',
  cancelled: 'Dibatalkan',
};
