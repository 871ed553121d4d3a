import { type Arisan, PAYOUT_METHOD_LABEL, PAYOUT_METHODS, type ScheduleCycle } from '@toko/shared';
import { Banknote, Dices, Download, Undo2, UserCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatCalendarDate, formatRupiah, todayInShop } from '../../../lib/format.ts';
import { useArisan } from '../api/arisan.ts';
import { useAssignRecipient } from '../api/assign-recipient.ts';
import { usePrepareDraw, useRunDraw } from '../api/draw.ts';
import { downloadArisanCsv } from '../api/export-csv.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useDraws } from '../api/list-draws.ts';
import { usePayouts, useRecordPayout } from '../api/payouts.ts';
import { useRevokeRecipient } from '../api/revoke-recipient.ts';
import { toastFailure } from '../notify.ts';
import { DrawProof } from './draw-proof.tsx';
import { FormActions } from './form-actions.tsx';

type Action = { kind: 'draw' | 'assign' | 'revoke' | 'payout'; cycle: ScheduleCycle };

const ACTION_TITLE: Record<Action['kind'], string> = {
  draw: 'Undian Putaran',
  assign: 'Tunjuk Penerima Putaran',
  revoke: 'Batalkan Penerima Putaran',
  payout: 'Bayar Pot Putaran',
};

/** One dialog for the row actions; each body keys on its cycle so its state starts fresh. */
function ActionBody({
  arisanId,
  action,
  onClose,
}: {
  arisanId: number;
  action: Action;
  onClose: () => void;
}) {
  if (action.kind === 'draw')
    return <DrawSteps arisanId={arisanId} cycle={action.cycle.cycle} onClose={onClose} />;
  if (action.kind === 'payout')
    return <PayoutForm arisanId={arisanId} cycle={action.cycle} onClose={onClose} />;
  if (action.kind === 'assign')
    return <AssignForm arisanId={arisanId} cycle={action.cycle} onClose={onClose} />;
  return <RevokeForm arisanId={arisanId} cycle={action.cycle} onClose={onClose} />;
}

/** 'Jadwal': every cycle with its date, dues paid and recipient; the current cycle is highlighted. */
export function ScheduleSection({ arisan }: { arisan: Arisan }) {
  const schedule = useSchedule(arisan.id);
  const draws = useDraws(arisan.id);
  const [action, setAction] = useState<Action | null>(null);
  const readOnly = arisan.archived_at !== null;
  const payouts = usePayouts(arisan.id);
  const drawn = (draws.data ?? []).filter((d) => d.drawn_at !== null);

  return (
    <section aria-labelledby="arisan-schedule" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="arisan-schedule" className="text-lg font-semibold">
          Jadwal
        </h2>
        <div className="flex flex-wrap gap-2">
          {(['schedule', 'ledger'] as const).map((name) => (
            <Button
              key={name}
              size="sm"
              variant="outline"
              onClick={() =>
                downloadArisanCsv(arisan.id, name).catch((err) => toastFailure('Gagal mengunduh CSV', err))
              }
            >
              <Download className="size-4" aria-hidden />
              {name === 'schedule' ? 'CSV Jadwal' : 'CSV Kontribusi'}
            </Button>
          ))}
        </div>
      </div>
      {payouts.data ? (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <Money label="Iuran masuk" value={payouts.data.total_contributions} />
          <Money label="Total dibayarkan" value={payouts.data.total_paid_out} />
          <Money label="Uang dipegang" value={payouts.data.pot_held} />
        </dl>
      ) : null}
      {schedule.isError ? (
        <ErrorText error={schedule.error} />
      ) : !schedule.data ? (
        <Spinner />
      ) : (
        <Table>
          <thead>
            <tr>
              <th className={th}>Putaran</th>
              <th className={th}>Tanggal</th>
              <th className={`${th} text-right`}>Iuran Dibayar</th>
              <th className={th}>Penerima</th>
              {readOnly ? null : <th className={`${th} text-right`}>Aksi</th>}
            </tr>
          </thead>
          <tbody>
            {schedule.data.cycles.map((c) => (
              <tr
                key={c.cycle}
                aria-current={c.is_current ? 'true' : undefined}
                className={c.is_current ? 'bg-brand-50' : c.has_come ? '' : 'text-stone-500'}
              >
                <td className={`${td} font-medium`}>
                  {c.cycle}
                  {c.is_current ? (
                    <span className="ml-2">
                      <Badge tone="brand">Sekarang</Badge>
                    </span>
                  ) : null}
                </td>
                <td className={td}>{formatCalendarDate(c.due_date)}</td>
                <td className={`${td} text-right`}>
                  {c.paid_count} / {c.dues_count}
                  <div className="text-xs text-stone-500">
                    {formatRupiah(c.paid_amount)} dari {formatRupiah(c.due_amount)}
                  </div>
                </td>
                <td className={td}>
                  {c.recipient ? (
                    <>
                      <span className="font-medium">{c.recipient.name}</span>{' '}
                      <Badge tone={c.recipient.method === 'draw' ? 'purple' : 'blue'}>
                        {c.recipient.method === 'draw' ? 'Undian' : 'Ditunjuk'}
                      </Badge>
                      <div className="text-xs text-stone-500">
                        Diterima {formatCalendarDate(c.recipient.received_date)}
                        {c.paid_out > 0 ? ` · dibayar ${formatRupiah(c.paid_out)}` : ''}
                      </div>
                    </>
                  ) : (
                    <span className="text-stone-500">{c.has_come ? 'Belum ada penerima' : 'Belum tiba'}</span>
                  )}
                </td>
                {readOnly ? null : (
                  <td className={td}>
                    <div className="flex items-center justify-end gap-1.5">
                      {c.recipient && c.paid_out === 0 ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Bayar pot putaran ${c.cycle}`}
                          onClick={() => setAction({ kind: 'payout', cycle: c })}
                        >
                          <Banknote className="size-4" aria-hidden />
                          Bayar Pot
                        </Button>
                      ) : null}
                      {c.recipient ? (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Batalkan penerima putaran ${c.cycle}`}
                          onClick={() => setAction({ kind: 'revoke', cycle: c })}
                        >
                          <Undo2 className="size-4" aria-hidden />
                          Batalkan
                        </Button>
                      ) : (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Undi putaran ${c.cycle}`}
                            disabled={!c.has_come || !arisan.started}
                            onClick={() => setAction({ kind: 'draw', cycle: c })}
                          >
                            <Dices className="size-4" aria-hidden />
                            Undi
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Tunjuk penerima putaran ${c.cycle}`}
                            disabled={!c.has_come}
                            onClick={() => setAction({ kind: 'assign', cycle: c })}
                          >
                            <UserCheck className="size-4" aria-hidden />
                            Tunjuk
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {drawn.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Bukti Undian</h3>
          {drawn.map((d) => (
            <DrawProof key={d.id} draw={d} />
          ))}
        </div>
      ) : null}
      <Dialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={action ? `${ACTION_TITLE[action.kind]} ${action.cycle.cycle}` : ''}
        size={action?.kind === 'draw' ? 'lg' : 'sm'}
      >
        {action ? (
          <ActionBody
            key={`${action.kind}-${action.cycle.cycle}`}
            arisanId={arisan.id}
            action={action}
            onClose={() => setAction(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

/** Publish the commitment first, then draw: the proof shows everything needed to recompute it. */
function DrawSteps({ arisanId, cycle, onClose }: { arisanId: number; cycle: number; onClose: () => void }) {
  const prepare = usePrepareDraw();
  const run = useRunDraw();
  const draw = run.data ?? prepare.data;

  const commit = async () => {
    try {
      await prepare.mutateAsync({ arisanId, cycle });
    } catch (err) {
      toastFailure('Gagal menyiapkan undian', err);
    }
  };
  const drawNow = async () => {
    try {
      const result = await run.mutateAsync({ arisanId, cycle });
      toast.success(`Pemenang putaran ${cycle}: ${result.winner_name}`);
    } catch (err) {
      toastFailure('Gagal mengundi', err);
    }
  };

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-stone-600">
        Sebelum mengundi, toko menerbitkan komitmen: hash sha256 dari seed rahasia. Undian memilih di antara
        member yang sudah lunas untuk putaran yang jatuh tempo dan belum menerima. Setelah diundi, seed dibuka
        sehingga siapa pun bisa menghitung ulang hasilnya.
      </p>
      {draw ? <DrawProof draw={draw} /> : null}
      <FormActions>
        <Button variant="outline" onClick={onClose}>
          Tutup
        </Button>
        {!draw ? (
          <Button onClick={commit} loading={prepare.isPending}>
            Terbitkan Komitmen
          </Button>
        ) : draw.drawn_at === null ? (
          <Button onClick={drawNow} loading={run.isPending}>
            Undi Sekarang
          </Button>
        ) : null}
      </FormActions>
    </div>
  );
}

function AssignForm({
  arisanId,
  cycle,
  onClose,
}: {
  arisanId: number;
  cycle: ScheduleCycle;
  onClose: () => void;
}) {
  // Every member (the detail API pages at most 100), minus those who already received.
  const detail = useArisan(arisanId, { limit: 100 });
  const candidates = (detail.data?.members ?? []).filter((m) => !m.has_received);
  const [memberId, setMemberId] = useState('');
  const [date, setDate] = useState(todayInShop());
  const assign = useAssignRecipient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!memberId) {
      toast.error('Pilih member penerima');
      return;
    }
    try {
      await assign.mutateAsync({
        arisanId,
        cycle: cycle.cycle,
        body: { member_id: Number(memberId), received_date: date },
      });
      toast.success('Data terima arisan berhasil diperbarui!');
      onClose();
    } catch (err) {
      toastFailure('Gagal memperbarui data terima arisan', err);
    }
  };

  if (!detail.data) return <Spinner />;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {candidates.length === 0 ? (
        <EmptyState>Semua member sudah menerima.</EmptyState>
      ) : (
        <Select label="Member" value={memberId} onChange={(e) => setMemberId(e.target.value)}>
          <option value="">Pilih member</option>
          {candidates.map((m) => (
            <option key={m.member_id} value={m.member_id}>
              {m.position}. {m.name}
            </option>
          ))}
        </Select>
      )}
      <Field
        label="Tanggal terima"
        type="date"
        value={date}
        max={todayInShop()}
        onChange={(e) => setDate(e.target.value)}
      />
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={assign.isPending} disabled={candidates.length === 0}>
          Simpan
        </Button>
      </FormActions>
    </form>
  );
}

function RevokeForm({
  arisanId,
  cycle,
  onClose,
}: {
  arisanId: number;
  cycle: ScheduleCycle;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const revoke = useRevokeRecipient();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await revoke.mutateAsync({ arisanId, cycle: cycle.cycle, reason });
      toast.success('Penerima dibatalkan dan koreksi dicatat');
      onClose();
    } catch (err) {
      toastFailure('Gagal membatalkan penerima', err);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {cycle.recipient?.name} tidak lagi tercatat sebagai penerima putaran {cycle.cycle}. Catatan lama tetap
        disimpan di Riwayat Perubahan.
      </p>
      <Textarea label="Alasan koreksi" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={revoke.isPending}>
          Batal
        </Button>
        <Button type="submit" variant="danger" loading={revoke.isPending}>
          Batalkan Penerima
        </Button>
      </FormActions>
    </form>
  );
}

function Money({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="mt-0.5 font-semibold">{formatRupiah(value)}</dd>
    </div>
  );
}

/** The pot handed to the cycle's recipient: amount (the cycle's contributions unless changed), date, method, proof. */
function PayoutForm({
  arisanId,
  cycle,
  onClose,
}: {
  arisanId: number;
  cycle: ScheduleCycle;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState(String(cycle.paid_amount));
  const [date, setDate] = useState(todayInShop());
  const [method, setMethod] = useState<string>('cash');
  const [proof, setProof] = useState<File | null>(null);
  const save = useRecordPayout();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    form.append('amount', amount.replace(/\D/g, ''));
    form.append('paid_date', date);
    form.append('method', method);
    if (proof) form.append('proof', proof);
    try {
      await save.mutateAsync({ arisanId, cycle: cycle.cycle, form });
      toast.success('Pembayaran pot berhasil dicatat!');
      onClose();
    } catch (err) {
      toastFailure('Gagal mencatat pembayaran pot', err);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        Pot putaran {cycle.cycle} untuk{' '}
        <span className="font-medium text-stone-900">{cycle.recipient?.name}</span>.
      </p>
      <Field
        label="Jumlah (Rp)"
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Field
        label="Tanggal bayar"
        type="date"
        value={date}
        max={todayInShop()}
        onChange={(e) => setDate(e.target.value)}
      />
      <Select label="Cara bayar" value={method} onChange={(e) => setMethod(e.target.value)}>
        {PAYOUT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYOUT_METHOD_LABEL[m]}
          </option>
        ))}
      </Select>
      <Field
        label="Foto bukti (opsional)"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => setProof(e.target.files?.[0] ?? null)}
      />
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={save.isPending}>
          Simpan
        </Button>
      </FormActions>
    </form>
  );
}
