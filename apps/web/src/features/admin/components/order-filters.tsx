import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@toko/shared/constants';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { todayInShop } from '../../../lib/format.ts';

export interface OrderFilterValues {
  search: string;
  startDate: string;
  endDate: string;
  status: '' | OrderStatus;
  payment_status: '' | PaymentStatus;
}

export const NO_FILTERS: OrderFilterValues = {
  search: '',
  startDate: '',
  endDate: '',
  status: '',
  payment_status: '',
};

/**
 * The orders filter form: what is typed stays a draft until 'Filter' applies it; 'Reset' clears both.
 * The verification queue is waiting orders by definition, so it has no status choices.
 */
export function OrderFilters({
  verifying,
  onApply,
}: {
  verifying: boolean;
  onApply: (filters: OrderFilterValues) => void;
}) {
  const [draft, setDraft] = useState<OrderFilterValues>(NO_FILTERS);
  const set = (patch: Partial<OrderFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const today = todayInShop();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...draft, search: draft.search.trim() });
      }}
      aria-label="Filter orders"
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 lg:grid-cols-6"
      noValidate
    >
      <div className="col-span-2">
        <Field
          label="Search"
          type="search"
          placeholder="Order number, name or email"
          value={draft.search}
          onChange={(e) => set({ search: e.target.value })}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field
          label="From"
          type="date"
          max={draft.endDate || today}
          value={draft.startDate}
          onChange={(e) => set({ startDate: e.target.value })}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <Field
          label="To"
          type="date"
          min={draft.startDate || undefined}
          max={today}
          value={draft.endDate}
          onChange={(e) => set({ endDate: e.target.value })}
        />
      </div>
      {verifying ? null : (
        <>
          <Select
            label="Status"
            value={draft.status}
            onChange={(e) => set({ status: e.target.value as OrderFilterValues['status'] })}
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s} className="capitalize">
                {s}
              </option>
            ))}
          </Select>
          <Select
            label="Payment status"
            value={draft.payment_status}
            onChange={(e) => set({ payment_status: e.target.value as OrderFilterValues['payment_status'] })}
          >
            <option value="">All</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </>
      )}
      <div className="col-span-2 flex gap-2 lg:col-span-6 lg:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Reset
        </Button>
        <Button type="submit">Filter</Button>
      </div>
    </form>
  );
}
