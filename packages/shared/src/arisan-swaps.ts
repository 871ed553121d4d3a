import { z } from 'zod';
import { idSchema } from './common.ts';

// Turn swaps (ADR 081): two members who have not received exchange their places in the receiving order.
// The organiser records a swap the two agreed; members with an account ask and answer it themselves.

export const SWAP_STATUSES = ['pending', 'done', 'declined', 'cancelled'] as const;
export const SwapStatusSchema = z.enum(SWAP_STATUSES);
export type SwapStatus = z.infer<typeof SwapStatusSchema>;

/** The organiser records a swap both members agreed to (for members without an account too). */
export const RecordSwapBodySchema = z
  .strictObject({
    member_id: z.number({ error: 'Pilih member pertama' }).int().positive().max(2_147_483_647),
    other_member_id: z.number({ error: 'Pilih member untuk ditukar' }).int().positive().max(2_147_483_647),
  })
  .refine((b) => b.member_id !== b.other_member_id, {
    path: ['other_member_id'],
    message: 'Pilih dua member yang berbeda',
  });
export type RecordSwapBody = z.infer<typeof RecordSwapBodySchema>;

/** A member asks the member at `position` to swap turns (members see positions, not each other's names). */
export const RequestSwapBodySchema = z.strictObject({
  position: z.number({ error: 'Pilih posisi yang ingin ditukar' }).int().min(1).max(1000),
});
export type RequestSwapBody = z.infer<typeof RequestSwapBodySchema>;

export const SwapParamsSchema = z.object({ swapId: idSchema() });

const SwapSideSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  /** The position before the swap (after it, the other side's). */
  position: z.number().int(),
});

/** A swap as the organiser sees it. */
export const SwapSchema = z.object({
  id: z.number().int(),
  arisan_id: z.number().int(),
  status: SwapStatusSchema,
  member: SwapSideSchema,
  other: SwapSideSchema,
  /** Asked by a member (their account) or recorded by the organiser. */
  requested_by_member: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Swap = z.infer<typeof SwapSchema>;
export const SwapResponseSchema = z.object({ data: SwapSchema });
export const SwapListResponseSchema = z.object({ data: z.array(SwapSchema) });

/** A swap as one of its members sees it in 'Arisan Saya': positions only. */
export const MySwapSchema = z.object({
  id: z.number().int(),
  arisan_id: z.number().int(),
  arisan_name: z.string(),
  status: SwapStatusSchema,
  /** 'outgoing': the caller asked; 'incoming': the caller is asked to answer. */
  direction: z.enum(['outgoing', 'incoming']),
  my_position: z.number().int(),
  other_position: z.number().int(),
  created_at: z.string(),
});
export type MySwap = z.infer<typeof MySwapSchema>;
export const MySwapResponseSchema = z.object({ data: MySwapSchema });
export const MySwapListResponseSchema = z.object({ data: z.array(MySwapSchema) });
