import { SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { DrawProof } from '../../../components/draw-proof.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { useSelfCheck } from '../api/self-check.ts';

/** '/arisan/cek': a member sees their own standing with their passcode and the last 4 digits of their phone. */
export default function SelfCheckPage() {
  const [passcode, setPasscode] = useState('');
  const [digits, setDigits] = useState('');
  const lookup = useSelfCheck();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    lookup.mutate({ passcode: passcode.trim(), phone_last4: digits.trim() });
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">Cek Arisan Saya</h1>
        <p className="mt-1 text-sm text-stone-600">
          Masukkan passcode dari pengurus arisan dan 4 angka terakhir nomor HP Anda.
        </p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <Field
          label="Passcode"
          value={passcode}
          autoCapitalize="characters"
          onChange={(e) => setPasscode(e.target.value)}
        />
        <Field
          label="4 angka terakhir nomor HP"
          inputMode="numeric"
          maxLength={4}
          value={digits}
          onChange={(e) => setDigits(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" loading={lookup.isPending}>
          Cek
        </Button>
        {lookup.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(lookup.error)}
          </p>
        ) : null}
      </form>

      {lookup.data ? (
        <section aria-labelledby="self-check-result" className="flex flex-col gap-4">
          <h2 id="self-check-result" className="text-lg font-semibold">
            Halo, {lookup.data.name}
          </h2>
          {lookup.data.arisans.length === 0 ? (
            <p className="text-sm text-stone-600">Anda belum terdaftar di arisan mana pun.</p>
          ) : (
            lookup.data.arisans.map((a) => (
              <article
                key={a.id}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{a.name}</h3>
                  <Badge tone="brand">{SAVING_TYPE_LABEL[a.saving_type]}</Badge>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-stone-500">Iuran</dt>
                  <dd>{formatRupiah(a.contribution_amount)} / putaran</dd>
                  <dt className="text-stone-500">Sudah dibayar</dt>
                  <dd>
                    {a.paid_cycles} dari {a.duration} putaran
                  </dd>
                  <dt className="text-stone-500">Tunggakan</dt>
                  <dd className={a.due_cycles > 0 ? 'font-medium text-red-700' : ''}>
                    {a.due_cycles > 0
                      ? `${a.due_cycles} putaran (${formatRupiah(a.due_amount)})`
                      : 'Tidak ada'}
                  </dd>
                  {a.due_late_fee > 0 ? (
                    <>
                      <dt className="text-stone-500">Denda keterlambatan</dt>
                      <dd className="font-medium text-amber-800">
                        {formatRupiah(a.due_late_fee)} ({formatRupiah(a.late_fee)} / putaran terlambat)
                      </dd>
                    </>
                  ) : null}
                  {a.next_due_date ? (
                    <>
                      <dt className="text-stone-500">Iuran berikutnya</dt>
                      <dd>{formatCalendarDate(a.next_due_date)}</dd>
                    </>
                  ) : null}
                  <dt className="text-stone-500">Menerima</dt>
                  <dd>
                    {a.receiving
                      ? `Putaran ${a.receiving.cycle}, ${formatCalendarDate(a.receiving.received_date)}`
                      : 'belum diundi'}
                  </dd>
                </dl>
                {a.draws.length > 0 ? (
                  <div className="flex flex-col gap-2">
                    <h4 className="text-sm font-semibold">Bukti Undian</h4>
                    {a.draws.map((d) => (
                      <DrawProof key={d.id} draw={d} />
                    ))}
                  </div>
                ) : null}
              </article>
            ))
          )}
        </section>
      ) : null}
    </div>
  );
}
