import type { ArisanPaymentState, ArisanStatus, BarangGroupState } from '@toko/shared';
import type { BadgeTone } from '../../components/ui/badge.tsx';

export const STATUS_TONE: Record<ArisanStatus, BadgeTone> = {
  active: 'green',
  inactive: 'gray',
  completed: 'blue',
};

/** Spec: payment_status is shown as 'Lunas' / 'Belum Lunas'. */
export const PAYMENT_STATE_LABEL: Record<ArisanPaymentState, string> = {
  paid: 'Lunas',
  unpaid: 'Belum Lunas',
};
export const PAYMENT_STATE_TONE: Record<ArisanPaymentState, BadgeTone> = { paid: 'green', unpaid: 'yellow' };

/** Where an arisan barang stands, as the admin reads it. */
export const BARANG_STATE_LABEL: Record<BarangGroupState, string> = {
  open: 'Menerima anggota',
  full: 'Penuh, menunggu mulai',
  running: 'Berjalan',
  completed: 'Selesai',
};
export const BARANG_STATE_TONE: Record<BarangGroupState, BadgeTone> = {
  open: 'blue',
  full: 'yellow',
  running: 'green',
  completed: 'gray',
};
