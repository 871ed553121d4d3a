import type { Bank, PaymentInfo } from '@toko/shared';
import { BANKS } from '@toko/shared/constants';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { copyToClipboard } from '../lib/copy.ts';
import { formatRupiah } from '../lib/format.ts';
import { Button } from './ui/button.tsx';

/**
 * What to transfer and where: the exact amount (unique code included) with 'Salin', the bank picker and
 * the chosen account with 'Salin'. An order's payment page and an arisan member's 'Bayar Iuran' show the
 * same block (ADR 028: the unique code tells the transfers apart).
 */
export function BankTransferDetails({
  amount,
  uniqueCode,
  info,
  bank,
  onBankChange,
  label = 'Total Pembayaran',
  children,
  qris,
}: {
  /** The total to transfer, unique code included. */
  amount: number;
  uniqueCode: number | null;
  info: PaymentInfo;
  bank: Bank;
  onBankChange: (bank: Bank) => void;
  label?: string;
  /** Shown under the amount, before the banks (the order's payment deadline). */
  children?: ReactNode;
  /** The QRIS with the same amount (ADR 062), beside the accounts: the other way to pay. */
  qris?: ReactNode;
}) {
  const accountNumber = info.accounts[bank];
  return (
    <>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
        <span className="text-sm text-stone-700">{label}</span>
        <span className="flex items-center gap-2">
          <span className="text-xl font-bold text-brand-800" data-testid="transfer-amount">
            {formatRupiah(amount)}
          </span>
          {/* 'Salin' copies the exact digits, unique code included, as banking apps want them. */}
          <Button
            variant="outline"
            size="sm"
            onClick={() => copyToClipboard(String(amount), 'Jumlah transfer')}
            aria-label="Salin jumlah transfer"
          >
            <Copy className="size-4" aria-hidden />
            Salin
          </Button>
        </span>
        {uniqueCode ? (
          <span className="w-full text-xs text-stone-600">
            Sudah termasuk Kode Unik {formatRupiah(uniqueCode)}: transfer tepat sampai 3 digit terakhir agar
            pembayaranmu langsung dikenali.
          </span>
        ) : null}
      </div>
      {children}

      <div className={qris ? 'mt-5 grid gap-4 md:grid-cols-[1fr_auto] md:items-start' : 'mt-5'}>
        <div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-700">Pilih bank tujuan transfer</legend>
            <div className="grid grid-cols-3 gap-2">
              {BANKS.map((b) => (
                <label
                  key={b}
                  className={`flex cursor-pointer items-center justify-center rounded-xl border px-2 py-3 text-sm font-semibold transition-colors ${
                    bank === b
                      ? 'border-brand-600 bg-brand-50 text-brand-800 ring-2 ring-brand-200'
                      : 'border-stone-200 text-stone-700 hover:border-stone-300'
                  }`}
                >
                  <input
                    type="radio"
                    name="bank"
                    value={b}
                    checked={bank === b}
                    onChange={() => onBankChange(b)}
                    className="sr-only"
                  />
                  {b}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="mt-4 rounded-xl bg-stone-50 p-4">
            <p className="text-sm text-stone-600">Bank {bank}</p>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
              <p
                className="font-mono text-2xl font-bold tracking-wider text-stone-900"
                data-testid="account-number"
              >
                {accountNumber}
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => copyToClipboard(accountNumber, 'Nomor rekening')}
                aria-label={`Salin nomor rekening ${bank}`}
              >
                <Copy className="size-4" aria-hidden />
                Salin
              </Button>
            </div>
            <p className="mt-2 text-sm text-stone-600">
              atas nama <span className="font-medium text-stone-900">{info.holder}</span>
            </p>
          </div>
        </div>
        {qris}
      </div>
    </>
  );
}
