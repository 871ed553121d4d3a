import { BANK_TRANSFER } from '@toko/shared/constants';

/** 'bank_transfer' as a shopper reads it. */
export function paymentMethodLabel(method: string): string {
  return method === BANK_TRANSFER ? 'Transfer Bank' : method;
}
