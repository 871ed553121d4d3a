import type { StatementImportFormat, StatementPayment } from '@toko/shared';
import type { BadgeTone } from '../../../../components/ui/badge.tsx';

/** The file the owner uploaded, as they know it: the bank and its app. */
export const FORMAT_LABEL: Record<StatementImportFormat, string> = {
  bca: 'BCA (KlikBCA / myBCA)',
  bni: 'BNI',
  mandiri: "Mandiri (Livin' / Kopra)",
  mt940: 'MT940',
  csv: 'CSV umum',
  webhook: 'Layanan mutasi',
};

/** A payment's state in the owner's words (lib/dashboard-words.ts says the same for an order's payment). */
const STATE_WORDS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Belum Dibayar', tone: 'yellow' },
  review: { label: 'Menunggu Verifikasi', tone: 'blue' },
  paid: { label: 'Dibayar', tone: 'green' },
  approved: { label: 'Dibayar', tone: 'green' },
  cancelled: { label: 'Dibatalkan', tone: 'red' },
  expired: { label: 'Kedaluwarsa', tone: 'red' },
  // A refused proof: the payer may still pay.
  rejected: { label: 'Bukti Ditolak', tone: 'red' },
  failed: { label: 'Gagal', tone: 'red' },
};

/** A state the screen does not know yet is shown as the server wrote it, never hidden. */
export const stateWords = (state: string) => STATE_WORDS[state] ?? { label: state, tone: 'gray' as const };

export const KIND_LABEL: Record<StatementPayment['kind'], string> = {
  order: 'Pesanan',
  barang_transfer: 'Iuran arisan barang',
};

/** What the owner does next with each kind of leftover. */
export const NEXT_STEP = {
  unmatched:
    'Tidak ada pembayaran terbuka sebesar ini. Cek pengirim di rekening Anda, lalu hubungi pembeli atau catat pembayarannya secara manual.',
  several:
    'Jumlah ini cocok dengan lebih dari satu pembayaran, jadi tidak disetujui otomatis. Cek nama pengirim, lalu setujui yang benar secara manual.',
  decided:
    'Pembayaran sebesar ini sudah diputuskan sebelumnya. Cek apakah ini transfer ganda atau terlambat, lalu hubungi pembeli.',
  waiting:
    'Belum ada transfer masuk sebesar ini di mutasi. Tunggu hingga batas waktu, atau ingatkan pembeli.',
} as const;
