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
import { DASHBOARD_ORDER_STATUS, DASHBOARD_PAYMENT_STATUS } from '../../../lib/dashboard-words.ts';
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

const DATES = [
  { key: 'startDate', label: 'Dari tanggal' },
  { key: 'endDate', label: 'Sampai tanggal' },
] as const;

// Each choice in the owner's words (lib/dashboard-words.ts); the value sent is the stored status.
const STATUS_SELECTS: { key: 'status' | 'payment_status'; label: string; options: [string, string][] }[] = [
  {
    key: 'status',
    label: 'Status Pesanan',
    options: ORDER_STATUSES.map((s) => [s, DASHBOARD_ORDER_STATUS[s]]),
  },
  {
    key: 'payment_status',
    label: 'Status Pembayaran',
    options: PAYMENT_STATUSES.map((s) => [s, DASHBOARD_PAYMENT_STATUS[s]]),
  },
];

/**
 * The orders filter form: what is typed stays a draft until 'Terapkan' applies it; 'Atur Ulang' clears both.
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
      aria-label="Filter pesanan"
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 lg:grid-cols-6"
      noValidate
    >
      <div className="col-span-2">
        <Field
          label="Cari"
          type="search"
          placeholder="No. pesanan, nama atau email"
          value={draft.search}
          onChange={(e) => set({ search: e.target.value })}
        />
      </div>
      {DATES.map(({ key, label }) => (
        <div key={key} className="col-span-2 sm:col-span-1">
          <Field
            label={label}
            type="date"
            // The range cannot end before it starts, nor after today.
            min={key === 'endDate' ? draft.startDate || undefined : undefined}
            max={key === 'startDate' ? draft.endDate || today : today}
            value={draft[key]}
            onChange={(e) => set({ [key]: e.target.value })}
          />
        </div>
      ))}
      {verifying
        ? null
        : STATUS_SELECTS.map(({ key, label, options }) => (
            <Select
              key={key}
              label={label}
              value={draft[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            >
              <option value="">Semua</option>
              {options.map(([value, words]) => (
                <option key={value} value={value}>
                  {words}
                </option>
              ))}
            </Select>
          ))}
      <div className="col-span-2 flex gap-2 lg:col-span-6 lg:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Atur Ulang
        </Button>
        <Button type="submit">Terapkan</Button>
      </div>
    </form>
  );
}
