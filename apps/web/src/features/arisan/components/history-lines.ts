import { type ArisanAuditEntry, type ArisanAuditResponse, RECIPIENT_RULE_LABELS } from '@toko/shared';
import { ARISAN_STATUS_LABEL, ARISAN_TRANSFER_STATUS_LABEL, SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { formatCalendarDate, formatDate, formatRupiah } from '../../../lib/format.ts';

// 'Riwayat Perubahan' for people (issue: it read like a developer log): Indonesian names for what
// changed, members by name, rupiah, dates and WIB times, and the ids only a developer needs left out.

type Names = ArisanAuditResponse['names'];

const ENTITY_LABEL: Record<ArisanAuditEntry['entity'], string> = {
  arisan: 'Arisan',
  membership: 'Member',
  recipient: 'Penerima',
  draw: 'Undian',
  payout: 'Pembayaran pot',
  payment: 'Kontribusi',
  transfer: 'Transfer iuran',
  swap: 'Tukar giliran',
  lelang: 'Lelang',
};

const ACTION_LABEL: Record<string, string> = {
  create: 'dibuat',
  update: 'diubah',
  delete: 'dihapus',
  archive: 'diarsipkan',
  start: 'dimulai',
  revoke: 'dibatalkan',
  commit: 'komitmen diterbitkan',
  draw: 'diundi',
  approve: 'disetujui',
  reject: 'ditolak',
  cancel: 'dibatalkan',
  reverse: 'dikoreksi',
  record: 'dicatat',
  request: 'diajukan',
  decline: 'ditolak',
  open: 'dibuka',
  close: 'ditutup',
};

/** What each key of a before/after object is called; a key not here is shown by its words. */
const KEY_LABEL: Record<string, string> = {
  name: 'Nama',
  description: 'Keterangan',
  contribution_amount: 'Iuran',
  amount: 'Jumlah',
  cycles: 'Jumlah putaran',
  cycle: 'Putaran',
  duration: 'Durasi (putaran)',
  saving_type: 'Periode',
  start_date: 'Mulai',
  status: 'Status',
  dues_created: 'Jadwal iuran dibuat',
  reason: 'Alasan',
  paid_out_cycles: 'Pot sudah dibayarkan (putaran)',
  note: 'Catatan',
  commitment: 'Komitmen',
  eligible_member_ids: 'Diundi di antara',
  winner_member_id: 'Pemenang',
  member_id: 'Member',
  other_member_id: 'Ditukar dengan',
  other_position: 'Urutan lawan tukar',
  membership_id: 'Member',
  member_name: 'Member',
  unique_code: 'Kode unik',
  total_amount: 'Total',
  position: 'Urutan',
  payment_date: 'Tanggal bayar',
  received_date: 'Tanggal terima',
  paid_at: 'Dibayar',
  paid_date: 'Tanggal bayar',
  recorded_at: 'Dicatat',
  method: 'Cara',
  late_fee: 'Denda telat',
  late_fee_amount: 'Denda telat',
  early_min_on_time_percent: 'Minimal tepat waktu posisi awal',
  item_price: 'Harga barang',
  units_reserved: 'Unit dipesan',
  sender_bank: 'Bank pengirim',
  sender_name: 'Nama pengirim',
  members: 'Jumlah member',
  max_members: 'Maks. member',
  closes_at: 'Ditutup pada',
  discount: 'Potongan',
  commission: 'Komisi pengelola',
  draw_member_ids: 'Undian penentu di antara',
  by: 'Oleh',
  recipient_rule: 'Cara menentukan penerima',
  draw_paid_up_only: 'Hanya member lunas boleh menang',
  lelang_cap_percent: 'Batas potongan (%)',
  lelang_commission_percent: 'Komisi (% potongan)',
};

/** Values that are words in the database ('monthly', 'draw'): what a person reads instead. */
const VALUE_LABEL: Record<string, string> = {
  ...SAVING_TYPE_LABEL,
  ...ARISAN_TRANSFER_STATUS_LABEL,
  ...ARISAN_STATUS_LABEL,
  draw: 'Undian',
  manual: 'Ditentukan pengelola',
  ...RECIPIENT_RULE_LABELS,
  lelang: 'Lelang',
  self: 'Member sendiri',
  organiser: 'Pengelola',
  cash: 'Tunai',
  transfer: 'Transfer',
};

/** Internal ids and secrets: true facts, but nothing an organiser acts on. */
const HIDDEN = /(^id$|_id$|^seed$|proof|file|^content_type$|^token$)/;
const MONEY = /(amount|price|fee|total|pot|saving|discount|commission)$/;
const MEMBER_IDS = new Set([
  'member_id',
  'other_member_id',
  'winner_member_id',
  'eligible_member_ids',
  'draw_member_ids',
]);

const words = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function valueText(key: string, value: unknown, names: Names): string | null {
  if (key === 'membership_id') return names.memberships[String(value)] ?? `#${value}`;
  if (MEMBER_IDS.has(key)) {
    const ids = Array.isArray(value) ? value : [value];
    return ids.map((id) => names.members[String(id)] ?? `#${id}`).join(', ') || '-';
  }
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number' && key.endsWith('_percent')) return `${value}%`;
  if (typeof value === 'number') return MONEY.test(key) ? formatRupiah(value) : value.toLocaleString('id-ID');
  if (typeof value !== 'string') return null;
  if (key === 'commitment') return `${value.slice(0, 12)}…`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDate(value, 'DD MMM YYYY');
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return `${formatDate(value, 'DD MMM YYYY HH:mm')} WIB`;
  return VALUE_LABEL[value] ?? value;
}

/** A before/after object as 'Putaran: 2 · Member: Siti · Jumlah: Rp 500.000'; null when it says nothing. */
export function describeChange(value: unknown, names: Names): string | null {
  if (!value || typeof value !== 'object') return null;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const named = key === 'membership_id' || MEMBER_IDS.has(key);
    if (v === undefined || v === null || (!named && HIDDEN.test(key))) continue;
    // A transfer carries the member's name beside their id: say it once.
    if (key === 'member_id' && 'member_name' in value) continue;
    if (typeof v === 'object' && !(Array.isArray(v) && named)) continue;
    const text = valueText(key, v, names);
    if (text !== null && text !== '') parts.push(`${KEY_LABEL[key] ?? words(key)}: ${text}`);
  }
  return parts.length === 0 ? null : parts.join(' · ');
}

/** 'Kontribusi dikoreksi', 'Undian diundi': what happened, as a heading for the line. */
export function eventTitle(entry: ArisanAuditEntry): string {
  const special = TITLE[`${entry.entity}:${entry.action}`];
  return special ?? `${ENTITY_LABEL[entry.entity]} ${ACTION_LABEL[entry.action] ?? entry.action}`;
}

/** Where 'entity action' reads oddly ('Undian diundi'). */
const TITLE: Record<string, string> = {
  'draw:draw': 'Undian dilakukan',
  'draw:commit': 'Komitmen undian diterbitkan',
  'recipient:create': 'Penerima ditetapkan',
  'payout:create': 'Pot dibayarkan',
  'lelang:open': 'Lelang dibuka',
  // The amount stays sealed in the history too until the close lists every bid.
  'lelang:bid': 'Tawaran lelang masuk (tertutup)',
  'lelang:bid_change': 'Tawaran lelang diubah (tertutup)',
  'lelang:close': 'Lelang ditutup, pemenang ditetapkan',
};
