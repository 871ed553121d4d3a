import {
  type Arisan,
  type Lelang,
  type LelangBidBody,
  LelangBidBodySchema,
  type LelangBidInput,
} from '@toko/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { DrawProof } from '../../../components/draw-proof.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { useCloseLelang } from '../api/close-lelang.ts';
import { useLelangs } from '../api/list-lelangs.ts';
import { useOpenLelang } from '../api/open-lelang.ts';
import { useRecordLelangBid } from '../api/record-lelang-bid.ts';

// The organiser's side of the lelang (ADR 077): open a cycle with a closing time, record the bids of
// members without an account, see how many bid (never how much) until the close, then close and see the
// winner, the discount and how it was shared.

export function LelangSection({ arisan, readOnly }: { arisan: Arisan; readOnly: boolean }) {
  const lelangs = useLelangs(arisan.id);
  return (
    <ListSection title="Lelang">
      <p className="text-sm text-stone-600">
        Member yang belum menerima menawar potongan secara tertutup (maks. {arisan.lelang_cap_percent}% dari
        pot). Potongan tertinggi menang dan menerima pot dikurangi potongan; komisi pengelola{' '}
        {arisan.lelang_commission_percent}% dari potongan, sisanya dibagi rata ke member yang belum menerima.
        Tawaran sama besar diundi dengan undian terverifikasi.
      </p>
      {!readOnly && arisan.started && lelangs.data ? (
        // Keyed on the count: after an opening the form suggests the next cycle.
        <OpenLelangForm key={lelangs.data.length} arisan={arisan} taken={lelangs.data} />
      ) : null}
      <QueryState query={lelangs} isEmpty={(d) => d.length === 0} empty="Belum ada lelang yang dibuka.">
        {(list) => (
          <div className="flex flex-col gap-3">
            {[...list].reverse().map((l) => (
              <LelangCard key={l.id} arisanId={arisan.id} lelang={l} readOnly={readOnly} />
            ))}
          </div>
        )}
      </QueryState>
    </ListSection>
  );
}

/** A datetime-local value an hour from now, in the browser's time (the shop's organisers are in WIB). */
const inAnHour = () => {
  const d = new Date(Date.now() + 3_600_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};

function OpenLelangForm({ arisan, taken }: { arisan: Arisan; taken: Lelang[] }) {
  const open = useOpenLelang();
  const next = Math.min(taken.reduce((m, l) => Math.max(m, l.cycle), 0) + 1, arisan.duration);
  const [cycle, setCycle] = useState(String(next));
  const [closesAt, setClosesAt] = useState(inAnHour());
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await open.mutateAsync({
        arisanId: arisan.id,
        cycle: Number(cycle),
        body: { closes_at: new Date(closesAt).toISOString() },
      });
      toast.success(`Lelang putaran ${cycle} dibuka`);
    } catch (err) {
      toastFailure('Gagal membuka lelang', err);
    }
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
    >
      <Field
        label="Putaran"
        type="number"
        inputMode="numeric"
        min={1}
        max={arisan.duration}
        value={cycle}
        onChange={(e) => setCycle(e.target.value)}
      />
      <Field
        label="Ditutup pada"
        type="datetime-local"
        value={closesAt}
        onChange={(e) => setClosesAt(e.target.value)}
      />
      <Button type="submit" loading={open.isPending}>
        Buka Lelang
      </Button>
    </form>
  );
}

function LelangCard({
  arisanId,
  lelang: l,
  readOnly,
}: {
  arisanId: number;
  lelang: Lelang;
  readOnly: boolean;
}) {
  const close = useCloseLelang();
  const closed = l.closed_at !== null;
  const withoutAccount = l.eligible.filter((e) => !e.has_account);
  const doClose = async () => {
    try {
      const result = await close.mutateAsync({ arisanId, cycle: l.cycle });
      toast.success(`Pemenang lelang putaran ${l.cycle}: ${result.winner_name}`, {
        id: `lelang-${arisanId}-${l.cycle}`,
      });
    } catch (err) {
      toastFailure('Gagal menutup lelang', err);
    }
  };
  return (
    <article
      aria-label={`Lelang putaran ${l.cycle}`}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Lelang putaran {l.cycle}</h3>
        {closed ? <Badge tone="green">Ditutup</Badge> : <Badge tone="yellow">Terbuka</Badge>}
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 min-[420px]:grid-cols-[auto_1fr]">
        <dt className="text-stone-500">Pot</dt>
        <dd>{formatRupiah(l.pot)}</dd>
        <dt className="text-stone-500">Potongan maksimal</dt>
        <dd>{formatRupiah(l.cap)}</dd>
        <dt className="text-stone-500">Ditutup pada</dt>
        <dd>{formatDate(l.closed_at ?? l.closes_at, 'DD MMM YYYY HH:mm')} WIB</dd>
        <dt className="text-stone-500">Tawaran masuk</dt>
        <dd>
          {l.bid_count} dari {closed ? l.eligible.length : l.eligible.length} member
          {closed ? '' : ' (jumlahnya tertutup sampai lelang ditutup)'}
        </dd>
        {l.excluded.length > 0 ? (
          <>
            <dt className="text-stone-500">Tidak ikut</dt>
            <dd>{l.excluded.map((e) => `${e.name}: ${e.reason}`).join('; ')}</dd>
          </>
        ) : null}
      </dl>
      {closed ? <LelangResult lelang={l} /> : null}
      {!closed && !readOnly ? (
        <>
          {withoutAccount.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h4 className="font-medium">Catat tawaran member tanpa akun</h4>
              {withoutAccount.map((m) => (
                <OrganiserBidForm
                  key={m.member_id}
                  arisanId={arisanId}
                  cycle={l.cycle}
                  memberId={m.member_id}
                  name={m.name}
                />
              ))}
            </div>
          ) : null}
          <div>
            <Button onClick={doClose} loading={close.isPending}>
              Tutup Lelang
            </Button>
          </div>
        </>
      ) : null}
    </article>
  );
}

function LelangResult({ lelang: l }: { lelang: Lelang }) {
  const dividends = l.shares.filter((s) => s.kind === 'dividend');
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg bg-green-50 p-3 min-[420px]:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">Pemenang</dt>
        <dd className="font-semibold">{l.winner_name}</dd>
        <dt className="text-stone-600">Potongan</dt>
        <dd>{formatRupiah(l.discount ?? 0)}</dd>
        <dt className="text-stone-600">Diterima pemenang</dt>
        <dd className="font-semibold">{formatRupiah(l.payout_amount ?? 0)}</dd>
        <dt className="text-stone-600">Komisi pengelola</dt>
        <dd>{formatRupiah(l.commission ?? 0)}</dd>
        <dt className="text-stone-600">Dividen</dt>
        <dd>
          {dividends.length === 0
            ? '-'
            : dividends.map((d) => `${d.name} ${formatRupiah(d.amount)}`).join(', ')}
        </dd>
      </dl>
      {l.bids.length > 0 ? (
        <p className="text-stone-600">
          Tawaran: {l.bids.map((b) => `${b.name} ${formatRupiah(b.amount)}`).join(', ')}
        </p>
      ) : null}
      {l.draw_member_ids ? (
        <DrawProof
          draw={{
            cycle: l.cycle,
            commitment: l.commitment,
            seed: l.seed,
            eligible_member_ids: l.draw_member_ids,
            eligible: l.eligible.filter((e) => l.draw_member_ids?.includes(e.member_id)),
            winner_member_id: l.winner_member_id,
            winner_name: l.winner_name,
            drawn_at: l.closed_at,
          }}
        />
      ) : null}
    </div>
  );
}

function OrganiserBidForm({
  arisanId,
  cycle,
  memberId,
  name,
}: {
  arisanId: number;
  cycle: number;
  memberId: number;
  name: string;
}) {
  const record = useRecordLelangBid();
  const form = useZodForm<LelangBidBody, LelangBidInput>(LelangBidBodySchema, { amount: '' });
  return (
    <Form
      form={form}
      onSubmit={(body) => record.mutateAsync({ arisanId, cycle, memberId, body })}
      success={`Tawaran ${name} dicatat`}
      failure="Gagal mencatat tawaran"
      onSuccess={() => form.reset({ amount: '' })}
    >
      <div className="flex flex-wrap items-end gap-2">
        <MoneyInput
          label={`Potongan ${name} (Rp)`}
          {...form.register('amount')}
          error={form.formState.errors.amount?.message}
        />
        <SubmitButton size="sm">Catat</SubmitButton>
      </div>
    </Form>
  );
}
