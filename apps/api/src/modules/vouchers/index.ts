// The vouchers' face (docs/decisions/072-vouchers.md, 055-module-boundaries.md): the owner's routes, the
// cart's preview, and the checkout's claim and give-back. Imported from outside only through this file.
export {
  claimVoucher,
  giveBackVoucherUse,
  previewVoucher,
  recordVoucherUse,
  type VoucherClaim,
  voucherCodesQuery,
} from './voucher-use.service.ts';
export { vouchersRoutes } from './vouchers.routes.ts';
