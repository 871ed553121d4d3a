import { z } from 'zod';
import { UserSchema } from './auth.ts';

// The owner's page of one customer (issue 'back office'): who they are, where they receive, what they
// bought and spent, and the arisan they are in. Read-only; changes stay on their own routes.

export const CustomerOverviewSchema = z.object({
  user: UserSchema,
  joined_at: z.string(),
  /** When the owner blocked the account (it cannot log in), or null. */
  blocked_at: z.string().nullable(),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      recipient: z.string(),
      phone: z.string(),
      /** One line: street, desa, kecamatan, kabupaten, provinsi, postal code. */
      text: z.string(),
      is_default: z.boolean(),
    }),
  ),
  /** The latest orders (at most 20), newest first. */
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_number: z.string(),
      status: z.string(),
      payment_status: z.string(),
      total_amount: z.number().int(),
      created_at: z.string(),
    }),
  ),
  order_count: z.number().int(),
  /** The sum of the customer's paid orders that were not cancelled (integer rupiah). */
  lifetime_value: z.number().int(),
  arisan: z.array(
    z.object({
      arisan_id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      status: z.string(),
      position: z.number().int(),
      paid_cycles: z.number().int(),
      duration: z.number().int(),
      received: z.boolean(),
    }),
  ),
});
export type CustomerOverview = z.infer<typeof CustomerOverviewSchema>;
export const CustomerOverviewResponseSchema = z.object({ data: CustomerOverviewSchema });
