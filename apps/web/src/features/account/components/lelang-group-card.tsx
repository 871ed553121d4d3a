import {
  type LelangBidBody,
  LelangBidBodySchema,
  type LelangBidInput,
  type MyLelangCycle,
  type MyLelangGroup,
} from '@toko/shared';
import { DrawProof } from '../../../components/draw-proof.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { usePlaceMyBid } from '../api/place-my-bid.ts';

// 'Arisan Saya' for a money arisan decided by lelang (ADR 077): the member's own sealed bid (changeable
// until the close), then the winner, the discount, the tie-break proof and their own dividend. Built for
// a phone: one column, large inputs.

export function LelangGroupCard({ group }: { group: MyLelangGroup }) {
  const cycles = [...group.cycles].reverse();
  return (
    <section
      aria-label={`Lelang ${group.name}`}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{group.name}</h2>
        <span className="text-sm text-stone-600">
          Iuran {formatRupiah(group.contribution_amount)} · Lelang
        </span>
      </div>
      <p className="text-sm text-stone-700">
        Dividen lelang yang kamu terima: <strong>{formatRupiah(group.total_dividends)}</strong>
      </p>
      {cycles.length === 0 ? (
        <p className="text-sm text-stone-600">Belum ada lelang yang dibuka pengelola.</p>
      ) : (
        cycles.map((c) => (
          <LelangCycle key={c.cycle} arisanId={group.arisan_id} memberId={group.member_id} cycle={c} />
        ))
      )}
    </section>
  );
}

function LelangCycle({
  arisanId,
  memberId,
  cycle: c,
}: {
  arisanId: number;
  memberId: number;
  cycle: MyLelangCycle;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Lelang putaran {c.cycle}</h3>
        {c.closed ? <Badge tone="green">Ditutup</Badge> : <Badge tone="yellow">Terbuka</Badge>}
      </div>
      <p className="text-stone-700">
        Pot {formatRupiah(c.pot)} · potongan maks. {formatRupiah(c.cap)} · ditutup{' '}
        {formatDate(c.closes_at, 'DD MMM YYYY HH:mm')} WIB
      </p>
      <p>
        Tawaranmu: <strong>{c.my_bid === null ? 'belum ada' : formatRupiah(c.my_bid)}</strong>
      </p>
      {c.closed ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-green-50 p-3">
          <dt className="text-stone-600">Pemenang</dt>
          <dd className="font-semibold">{c.i_won ? `${c.winner_name} (kamu)` : c.winner_name}</dd>
          <dt className="text-stone-600">Potongan</dt>
          <dd>{formatRupiah(c.discount ?? 0)}</dd>
          <dt className="text-stone-600">{c.i_won ? 'Kamu menerima' : 'Dividenmu'}</dt>
          <dd className="font-semibold">
            {c.i_won ? formatRupiah(c.pot - (c.discount ?? 0)) : formatRupiah(c.my_dividend ?? 0)}
          </dd>
        </dl>
      ) : c.can_bid ? (
        <BidForm arisanId={arisanId} cycle={c} />
      ) : c.cannot_bid_reason ? (
        <p className="text-stone-600">Kamu tidak bisa menawar: {c.cannot_bid_reason.toLowerCase()}</p>
      ) : null}
      {c.closed && c.draw_member_ids ? (
        <DrawProof
          self={memberId}
          draw={{
            cycle: c.cycle,
            commitment: c.commitment,
            seed: c.seed,
            eligible_member_ids: c.draw_member_ids,
            winner_member_id: c.winner_member_id,
            winner_name: c.winner_name,
            drawn_at: c.closes_at,
          }}
        />
      ) : null}
    </div>
  );
}

function BidForm({ arisanId, cycle: c }: { arisanId: number; cycle: MyLelangCycle }) {
  const place = usePlaceMyBid();
  const form = useZodForm<LelangBidBody, LelangBidInput>(LelangBidBodySchema, {
    amount: c.my_bid === null ? '' : moneyText(c.my_bid),
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => place.mutateAsync({ arisanId, cycle: c.cycle, body })}
      success="Tawaranmu tersimpan (tertutup sampai lelang ditutup)"
      failure="Gagal menyimpan tawaran"
    >
      <MoneyInput
        label="Potongan yang kamu tawarkan (Rp)"
        hint={`0 sampai ${formatRupiah(c.cap)}. Tawaran tertinggi menang; tawaranmu bisa diubah sampai lelang ditutup.`}
        inputMode="numeric"
        {...form.register('amount')}
        error={form.formState.errors.amount?.message}
      />
      <SubmitButton>{c.my_bid === null ? 'Kirim Tawaran' : 'Ubah Tawaran'}</SubmitButton>
    </Form>
  );
}
