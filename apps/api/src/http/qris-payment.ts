import { dynamicQris, type QrisPayment } from '@toko/shared/qris';
import { AppError } from './errors.ts';

// Paying by QRIS (docs/decisions/062-dynamic-qris.md): the owner's static QRIS with the exact amount to
// transfer, for an order and for an arisan member's transfer alike. The payload was checked when it was
// set (QRIS_PAYLOAD at start in config.ts, 'Pengaturan Toko' on save), so only the amount can still be
// refused here.

export const QRIS_NOT_CONFIGURED_TEXT = 'Pembayaran dengan QRIS belum tersedia di toko ini';

/** 404 QRIS_NOT_CONFIGURED when the owner has set no QRIS; asked before any record is read. */
export function requireQris(staticPayload: string | null): string {
  if (staticPayload === null) throw new AppError('QRIS_NOT_CONFIGURED', QRIS_NOT_CONFIGURED_TEXT);
  return staticPayload;
}

/** The dynamic QRIS for `amount` rupiah (the amount to transfer, unique code included). */
export function qrisPayment(staticPayload: string, amount: number): QrisPayment {
  return { payload: dynamicQris(staticPayload, amount), amount };
}
