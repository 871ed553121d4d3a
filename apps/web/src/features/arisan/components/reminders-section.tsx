import type { Arisan } from '@toko/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useArisan } from '../api/arisan.ts';
import { displayPhone } from '../reminder.ts';
import { ReminderLink } from './reminder-link.tsx';

/** 'Pengingat': every member who owes for cycles already due, with the amount and a WhatsApp reminder. */
export function RemindersSection({ arisan }: { arisan: Arisan }) {
  // All members of the arisan (the detail API answers at most 100 a page, far above a real group).
  const detail = useArisan(arisan.id, { limit: 100 });
  if (arisan.archived_at || !arisan.started) return null;
  const owing = (detail.data?.members ?? []).filter((m) => m.due_cycles > 0);
  return (
    <section aria-labelledby="arisan-reminders" className="flex flex-col gap-3">
      <h2 id="arisan-reminders" className="text-lg font-semibold">
        Pengingat
      </h2>
      {detail.isError ? (
        <ErrorText error={detail.error} />
      ) : !detail.data ? (
        <Spinner />
      ) : owing.length === 0 ? (
        <p className="text-sm text-stone-600">Semua member sudah membayar putaran yang jatuh tempo.</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th className={th}>Nama</th>
              <th className={`${th} text-right`}>Tunggakan</th>
              <th className={`${th} text-right`}>Jumlah</th>
              {arisan.late_fee > 0 ? <th className={`${th} text-right`}>Denda</th> : null}
              <th className={`${th} text-right`}>WhatsApp</th>
            </tr>
          </thead>
          <tbody>
            {owing.map((m) => (
              <tr key={m.id}>
                <td className={td}>
                  <span className="font-medium">{m.name}</span>
                  <div className="text-xs text-stone-500">{displayPhone(m.phone)}</div>
                </td>
                <td className={`${td} text-right`}>{m.due_cycles} putaran</td>
                <td className={`${td} text-right font-medium`}>{formatRupiah(m.due_amount)}</td>
                {arisan.late_fee > 0 ? (
                  <td className={`${td} text-right text-amber-800`}>{formatRupiah(m.due_late_fee)}</td>
                ) : null}
                <td className={`${td} text-right`}>
                  {m.phone ? (
                    <ReminderLink
                      name={m.name}
                      phone={m.phone}
                      arisanName={arisan.name}
                      dueCycles={m.due_cycles}
                      dueAmount={m.due_amount}
                      dueLateFee={m.due_late_fee}
                    />
                  ) : (
                    <span className="text-xs text-stone-500">Tanpa nomor</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
