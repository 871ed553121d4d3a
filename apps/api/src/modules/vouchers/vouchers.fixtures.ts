import type { VoucherBody } from '@toko/shared';
import type { TestContext } from '../../../test/app.ts';

// Vouchers made through the owner's API for the voucher tests.

let seq = 0;

/** A fresh code each call (codes are unique), so tests of one file never share a voucher. */
export function freshCode(prefix = 'HEMAT'): string {
  seq += 1;
  return `${prefix}${seq}${Date.now().toString(36).toUpperCase().slice(-4)}`;
}

/** POST /api/vouchers as the admin; a 10% voucher without limits unless told otherwise. */
export async function createVoucher(t: TestContext, body: Partial<Record<keyof VoucherBody, unknown>> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/vouchers',
    token: await t.adminToken(),
    body: { code: freshCode(), type: 'percent', value: 10, ...body },
  });
  if (res.status !== 201) throw new Error(`voucher failed: ${res.status} ${res.raw}`);
  return res.body.data as { id: number; code: string; used: number };
}
