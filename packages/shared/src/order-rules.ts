import type { OrderStatus, PaymentStatus } from './constants.ts';

// The one transition table of an order's status and payment status (docs/decisions/027-order-transitions.md).
// The API refuses every change not listed here with 409; the admin screens offer only what is listed.

export interface OrderState {
  status: OrderStatus;
  payment_status: PaymentStatus;
}

export type StateKey = `${OrderStatus}/${PaymentStatus}`;
export const stateKey = (s: OrderState): StateKey => `${s.status}/${s.payment_status}`;

/**
 * Every state an order may be in, and the states it may move to next. A state missing as a key (for
 * example 'pending/paid' or 'shipped/pending') is never reached: nothing ships unpaid, and a cancelled
 * order is final (no cancelled -> paid, no cancelled -> delivered; 'Beli Lagi' makes a new order).
 */
export const ORDER_TRANSITIONS: Readonly<Partial<Record<StateKey, readonly StateKey[]>>> = {
  // Waiting for the transfer: approved (paid, packed), marked failed, or cancelled (by the customer,
  // an admin or the expiry job).
  'pending/pending': ['processing/paid', 'pending/failed', 'cancelled/pending'],
  // A failed payment may be reopened, or the money turns up after all.
  'pending/failed': ['pending/pending', 'processing/paid', 'cancelled/failed'],
  'processing/paid': ['shipped/paid', 'cancelled/paid'],
  'shipped/paid': ['delivered/paid'],
  'delivered/paid': [],
  'cancelled/pending': [],
  'cancelled/failed': [],
  // Cancelled after the money arrived: the shop owes a refund, which happens outside the app.
  'cancelled/paid': [],
};

export const ORDER_STATES: readonly StateKey[] = Object.keys(ORDER_TRANSITIONS) as StateKey[];

export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[stateKey(from)]?.includes(stateKey(to)) ?? false;
}

/**
 * The state an admin's change asks for. Fields left out keep their value, except that marking the
 * payment of a waiting order paid is the approval and also starts packing ('processing').
 */
export function requestedState(
  from: OrderState,
  change: { status?: OrderStatus; payment_status?: PaymentStatus },
): OrderState {
  const payment_status = change.payment_status ?? from.payment_status;
  const status =
    change.status ?? (payment_status === 'paid' && from.status === 'pending' ? 'processing' : from.status);
  return { status, payment_status };
}

/** An order the customer can still pay: waiting for the transfer, not cancelled. */
export const isAwaitingPayment = (s: OrderState) => s.status === 'pending' && s.payment_status !== 'paid';
