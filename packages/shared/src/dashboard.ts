import { z } from 'zod';
import { IsoDateSchema, RupiahSchema } from './common.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './constants.ts';

/** GET /dashboard/summary?date=YYYY-MM-DD (an Asia/Jakarta calendar day; today when left out). */
export const DashboardQuerySchema = z.object({ date: IsoDateSchema.optional() });
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const RecentOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  /** The customer's name as copied into the order (it stays when the account is deleted). */
  customer: z.string(),
  total_amount: RupiahSchema,
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof RecentOrderSchema>;

export const DashboardSummarySchema = z.object({
  /** Products in the shop (hidden ones, kept only for old orders, are not counted). */
  totalProducts: z.number().int(),
  /** Customer accounts (admins are not counted). */
  totalUsers: z.number().int(),
  /** Orders waiting for the seller, whenever they were made. */
  pendingOrders: z.number().int(),
  /** Sum of the paid orders made that day (money received; unpaid and failed orders are left out). */
  todaySales: RupiahSchema,
  /** The day's orders, newest first (at most 10). */
  recentOrders: z.array(RecentOrderSchema),
  productStats: z.array(z.object({ category: z.string(), count: z.number().int() })),
  activeArisans: z.number().int(),
  totalOrders: z.number().int(),
  /** The day summarised, YYYY-MM-DD. */
  date: z.string(),
  /** Paid sales of the 30 days ending at `date`, oldest first, every day present (0 when none). */
  salesByDay: z.array(z.object({ date: z.string(), total: RupiahSchema })),
  /** Messages the outbox gave up sending (their errors are on 'Pesan Keluar'). */
  failedMessages: z.number().int(),
  /** Products in the shop with fewer units than their low-stock threshold ('Stok menipis', ADR 085). */
  lowStockProducts: z.number().int(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

export const DashboardSummaryResponseSchema = z.object({ data: DashboardSummarySchema });
export type DashboardSummaryResponse = z.infer<typeof DashboardSummaryResponseSchema>;

/** The name productStats uses for products whose category was deleted. */
export const UNCATEGORISED = 'Uncategorised';
