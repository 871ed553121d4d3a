import type { StatementImport } from '@toko/shared';
import type { ReactNode } from 'react';
import { ListSection } from '../../../../components/list-page/list-page.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { MutationLine, NextStep, PaymentSummary, ResultItem } from './statement-items.tsx';
import { NEXT_STEP } from './statement-words.ts';

/** A group of findings under its heading with its count; an empty group says so in one line. */
function Group({
  title,
  count,
  none,
  children,
}: {
  title: string;
  count: number;
  none: string;
  children: ReactNode;
}) {
  return (
    <ListSection title={`${title} (${count})`}>
      {count === 0 ? (
        <p className="text-sm text-stone-500">{none}</p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </ListSection>
  );
}

/**
 * What one import found, in the order the owner acts on it: paid by this file, credits nobody was waiting
 * for, credits that need a person (several candidates, or one already decided: never guessed), and
 * payments still waiting for their money.
 */
export function StatementResults({ result }: { result: StatementImport }) {
  return (
    <div className="flex flex-col gap-6">
      <Group
        title="Cocok"
        count={result.matches.length}
        none="Tidak ada pembayaran yang disetujui dari file ini."
      >
        {result.matches.map(({ line, payment }) => (
          <ResultItem key={line.line_no}>
            <PaymentSummary payment={payment} badge={<Badge tone="green">Dibayar</Badge>} amount={false} />
            <MutationLine line={line} />
          </ResultItem>
        ))}
      </Group>
      <Group
        title="Tidak cocok"
        count={result.unmatched.length}
        none="Setiap transfer masuk punya pembayarannya."
      >
        {result.unmatched.map(({ line }) => (
          <ResultItem key={line.line_no}>
            <MutationLine line={line} />
            <NextStep>{NEXT_STEP.unmatched}</NextStep>
          </ResultItem>
        ))}
      </Group>
      <Group title="Perlu diperiksa" count={result.ambiguous.length} none="Tidak ada yang perlu diperiksa.">
        {result.ambiguous.map(({ line, payments, reason }) => (
          <ResultItem key={line.line_no}>
            <MutationLine line={line} />
            <NextStep>{NEXT_STEP[reason]}</NextStep>
            <ul
              aria-label={`Kandidat baris ${line.line_no}`}
              className="flex flex-col divide-y divide-stone-100"
            >
              {payments.map((p) => (
                <li key={`${p.kind}-${p.id}`} className="py-2">
                  <PaymentSummary payment={p} />
                </li>
              ))}
            </ul>
          </ResultItem>
        ))}
      </Group>
      <Group
        title="Belum ada transfer"
        count={result.waiting.length}
        none="Tidak ada pembayaran lain yang menunggu."
      >
        {result.waiting.map((payment) => (
          <ResultItem key={`${payment.kind}-${payment.id}`}>
            <PaymentSummary payment={payment} />
            <NextStep>{NEXT_STEP.waiting}</NextStep>
          </ResultItem>
        ))}
      </Group>
    </div>
  );
}
