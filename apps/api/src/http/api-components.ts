import * as shared from '@toko/shared';
import { z } from 'zod';

/**
 * The shapes the OpenAPI document names (`#/components/schemas/<Name>`): each answer's entities and the
 * enums clients switch on. A route's schema that uses one of these shapes gets a `$ref` instead of a copy,
 * so a generated client has one `Product`, one `Order` (docs/decisions/058-openapi-contract.md). The name
 * is the shared schema's own name without `Schema`. The schemas stay as they are in packages/shared: the
 * names are kept here, in the one place that is about the document.
 *
 * Request bodies stay inline in their operation (each route's own input). A new shape that answers
 * several routes belongs here; the contract test fails when a large shape is repeated unnamed.
 */
const NAMED: Record<string, z.ZodType> = {
  // common
  Error: shared.ErrorBodySchema,
  Pagination: shared.PaginationSchema,
  KeysetPagination: shared.KeysetPaginationSchema,
  Message: shared.MessageSchema,
  // auth and users
  Role: shared.RoleSchema,
  User: shared.UserSchema,
  AuthResponse: shared.AuthResponseSchema,
  // catalog
  ProductCategoryRef: shared.ProductCategoryRefSchema,
  ProductCard: shared.ProductCardSchema,
  ProductImage: shared.ProductImageSchema,
  ProductAttribute: shared.ProductAttributeSchema,
  ProductVariant: shared.ProductVariantSchema,
  ProductVariants: shared.ProductVariantsSchema,
  Product: shared.ProductSchema,
  ProductStatus: shared.ProductStatusSchema,
  AdminProductCard: shared.AdminProductCardSchema,
  AdminProduct: shared.AdminProductSchema,
  Category: shared.CategorySchema,
  AdminCategory: shared.AdminCategorySchema,
  ProductType: shared.ProductTypeSchema,
  // cart and addresses
  CartProduct: shared.CartProductSchema,
  CartItem: shared.CartItemSchema,
  OrderSummary: shared.OrderSummarySchema,
  Cart: shared.CartSchema,
  Address: shared.AddressSchema,
  CartVoucher: shared.CartVoucherSchema,
  // orders
  OrderStatus: shared.OrderStatusSchema,
  PaymentStatus: shared.PaymentStatusSchema,
  Bank: shared.BankSchema,
  Courier: shared.CourierSchema,
  OrderItem: shared.OrderItemSchema,
  StatusHistoryEntry: shared.StatusHistoryEntrySchema,
  ProofSummary: shared.ProofSummarySchema,
  Order: shared.OrderSchema,
  PaymentInfo: shared.PaymentInfoSchema,
  QrisPayment: shared.QrisPaymentSchema,
  // bank statement matching
  StatementImportFormat: shared.StatementImportFormatSchema,
  StatementLine: shared.StatementLineSchema,
  StatementPayment: shared.StatementPaymentSchema,
  StatementImport: shared.StatementImportSchema,
  PaymentEvidence: shared.PaymentEvidenceSchema,
  // notifications
  OutboxMessage: shared.OutboxMessageSchema,
  UserNotification: shared.UserNotificationSchema,
  UserNotifications: shared.UserNotificationsSchema,
  EmailPreferences: shared.EmailPreferencesSchema,
  // vouchers
  VoucherType: shared.VoucherTypeSchema,
  Voucher: shared.VoucherSchema,
  VoucherOrder: shared.VoucherOrderSchema,
  // reviews
  Review: shared.ReviewSchema,
  AdminReview: shared.AdminReviewSchema,
  ReviewableItem: shared.ReviewableItemSchema,
  // returns
  ReturnStatus: shared.ReturnStatusSchema,
  ReturnItem: shared.ReturnItemSchema,
  Refund: shared.RefundSchema,
  OrderReturn: shared.OrderReturnSchema,
  ReturnEligibility: shared.ReturnEligibilitySchema,
  // dashboard
  RecentOrder: shared.RecentOrderSchema,
  DashboardSummary: shared.DashboardSummarySchema,
  // arisan
  SavingType: shared.SavingTypeSchema,
  ArisanStatus: shared.ArisanStatusSchema,
  Location: shared.LocationSchema,
  Member: shared.MemberSchema,
  MemberListItem: shared.MemberListItemSchema,
  ReliabilitySummary: shared.ReliabilitySummarySchema,
  ReliabilityGroup: shared.ReliabilityGroupSchema,
  MemberReliability: shared.MemberReliabilitySchema,
  MemberMembership: shared.MemberMembershipSchema,
  MemberDetail: shared.MemberDetailSchema,
  Arisan: shared.ArisanSchema,
  ArisanSummary: shared.ArisanSummarySchema,
  ArisanMemberRow: shared.ArisanMemberRowSchema,
  ArisanDetail: shared.ArisanDetailSchema,
  ArisanMembership: shared.ArisanMembershipSchema,
  Contribution: shared.ContributionSchema,
  ContributionResponse: shared.ContributionResponseSchema,
  PaymentQuote: shared.PaymentQuoteSchema,
  RecipientMethod: shared.RecipientMethodSchema,
  CycleRecipient: shared.CycleRecipientSchema,
  ScheduleCycle: shared.ScheduleCycleSchema,
  ArisanSchedule: shared.ArisanScheduleSchema,
  Draw: shared.DrawSchema,
  ArisanAuditEntry: shared.ArisanAuditEntrySchema,
  PayoutMethod: shared.PayoutMethodSchema,
  Payout: shared.PayoutSchema,
  Swap: shared.SwapSchema,
  Lelang: shared.LelangSchema,
  OrderNote: shared.OrderNoteSchema,
  MySwap: shared.MySwapSchema,
  SelfCheckArisan: shared.SelfCheckArisanSchema,
  ArisanReport: shared.ArisanReportSchema,
  // arisan barang
  BarangGroupState: shared.BarangGroupStateSchema,
  BarangGroup: shared.BarangGroupSchema,
  ArisanTransferStatus: shared.ArisanTransferStatusSchema,
  ArisanTransfer: shared.ArisanTransferSchema,
  BarangOrder: shared.BarangOrderSchema,
  BarangDraw: shared.BarangDrawSchema,
  BarangNotice: shared.BarangNoticeSchema,
  MyBarangCycle: shared.MyBarangCycleSchema,
  MyBarangGroup: shared.MyBarangGroupSchema,
  BarangMemberRow: shared.BarangMemberRowSchema,
  BarangDetail: shared.BarangDetailSchema,
  BarangAtRisk: shared.BarangAtRiskSchema,
  // regions and settings
  Region: shared.RegionSchema,
  DeliveryArea: shared.DeliveryAreaSchema,
  ShopSettings: shared.ShopSettingsSchema,
  SettingChange: shared.SettingChangeSchema,
};

let registered = false;

/**
 * Names the shapes in zod's global registry, which fastify-type-provider-zod reads to write the `$ref`s
 * and the components; their other metadata (descriptions) is kept. Once per process: every app built in a
 * test process shares the registry.
 */
export function registerApiComponents() {
  if (registered) return;
  registered = true;
  for (const [id, schema] of Object.entries(NAMED)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}
