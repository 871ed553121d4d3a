import { useQueryClient } from '@tanstack/react-query';
import type { CartVoucher } from '@toko/shared';
import { TicketPercent, X } from 'lucide-react';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/input.tsx';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { fetchCart } from '../api/cart.ts';
import { setVoucherCode } from '../voucher-code.ts';

export const VOUCHER_FIELD_TEXT = {
  label: 'Kode Voucher',
  placeholder: 'Masukkan kode',
  apply: 'Pakai',
  remove: 'Hapus voucher',
  empty: 'Isi kode voucher dulu',
  applied: (code: string) => `Voucher ${code} dipakai`,
  notApplied: 'Voucher tidak dipakai',
} as const;

/**
 * 'Kode Voucher' with 'Pakai' on the cart (ADR 072). The server answers whether the code applies and why
 * not; an applied code is kept for the address step, which sends it with the order. `preview` is the
 * server's latest word on the applied code, which a change of the cart may turn (below the minimum).
 */
export function VoucherField({ applied, preview }: { applied: string | null; preview: CartVoucher | null }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const shown = useRef(applied);

  // The control that was used goes away (the field when a code applies, 'Hapus voucher' when it is
  // removed), so keyboard focus moves to what took its place.
  useLayoutEffect(() => {
    if (shown.current === applied) return;
    const wasApplied = shown.current !== null;
    shown.current = applied;
    (wasApplied && !applied ? input.current : removeButton.current)?.focus();
  }, [applied]);

  const apply = useBusyAction(async () => {
    const code = text.trim();
    if (!code) {
      setRefusal(VOUCHER_FIELD_TEXT.empty);
      return;
    }
    try {
      const cart = await fetchCart(undefined, code);
      const answer = cart.voucher;
      if (answer?.applies) {
        queryClient.setQueryData(queryKeys.cart.voucher(answer.code), cart);
        setVoucherCode(answer.code);
        setRefusal(null);
        setText('');
      } else {
        setRefusal(answer?.reason ?? VOUCHER_FIELD_TEXT.notApplied);
      }
    } catch (err) {
      setRefusal(errorMessage(err));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply.run();
  };

  if (applied) {
    const stillApplies = preview?.applies ?? true;
    return (
      <div className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm">
        <div className="flex items-start justify-between gap-2">
          <p className="flex items-center gap-2 font-medium text-stone-900">
            <TicketPercent className="size-4 shrink-0 text-brand-700" aria-hidden />
            {stillApplies
              ? VOUCHER_FIELD_TEXT.applied(applied)
              : `${VOUCHER_FIELD_TEXT.notApplied}: ${applied}`}
          </p>
          <Button
            ref={removeButton}
            variant="ghost"
            size="sm"
            aria-label={VOUCHER_FIELD_TEXT.remove}
            onClick={() => setVoucherCode(null)}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
        {!stillApplies && preview?.reason ? (
          <p role="alert" className="mt-1 text-red-700">
            {preview.reason}
          </p>
        ) : null}
        {stillApplies && preview?.note ? <p className="mt-1 text-stone-600">{preview.note}</p> : null}
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="mb-4 flex flex-col gap-1" noValidate>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {VOUCHER_FIELD_TEXT.label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setRefusal(null);
          }}
          placeholder={VOUCHER_FIELD_TEXT.placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={60}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
          className={`${inputClass} uppercase placeholder:normal-case`}
        />
        <Button type="submit" variant="outline" loading={apply.busy}>
          {VOUCHER_FIELD_TEXT.apply}
        </Button>
      </div>
      {refusal ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
