import type { ArisanPaymentState, ArisanStatus } from '@toko/shared';
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
