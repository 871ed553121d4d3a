import {
  formatCalendarDate,
  formatRupiah,
  OUTBOX_KIND_LABEL,
  SAVING_PERIOD_WORD,
  type SavingType,
} from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanMemberships, members, users } from '../../db/schema/index.ts';
import { enqueueMessage, renderMessage } from '../notifications/index.ts';

// An arisan member with a customer account hears of their turn by email and on the bell, written in the
// draw's transaction (docs/decisions/064-outbox-channels.md). A member without an account (added by the
// owner with a phone only) is told by the owner, on WhatsApp, as before.

/** After a draw: the winner is told they receive this cycle's pot (or, for arisan barang, the goods). */
export async function enqueueTurnDrawn(
  tx: Db,
  arisan: { id: number; name: string },
  cycle: number,
  winnerMemberId: number,
): Promise<void> {
  const [account] = await tx
    .select({ userId: users.id, email: users.email, fullname: users.fullname })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, winnerMemberId));
  if (!account) return;
  const message = renderMessage({
    subject: `Selamat, kamu penerima putaran ${cycle} ${arisan.name}`,
    name: account.fullname,
    blocks: [
      { p: `Undian putaran ${cycle} arisan ${arisan.name} sudah dijalankan, dan kamu penerimanya.` },
      {
        p: 'Pengurus akan menghubungi kamu untuk penyerahan. Hasil undian bisa diperiksa di halaman arisan.',
      },
    ],
    link: { label: 'Lihat arisan saya', path: '/account/arisan' },
  });
  await enqueueMessage(tx, {
    kind: 'arisan_drawn',
    userId: account.userId,
    recipient: account.email,
    ...message,
    notice: { title: OUTBOX_KIND_LABEL.arisan_drawn, body: message.lead, path: message.path },
  });
}

/** When an arisan starts ('Mulai Arisan', or an arisan barang group that filled up): every member with an account. */
export async function enqueueArisanStarted(
  tx: Db,
  arisan: { id: number; name: string; contributionAmount: number; savingType: string; startDate: string },
): Promise<void> {
  const accounts = await tx
    .select({ userId: users.id, email: users.email, fullname: users.fullname })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(arisanMemberships.arisanId, arisan.id));
  const period = SAVING_PERIOD_WORD[arisan.savingType as SavingType] ?? arisan.savingType;
  for (const account of accounts) {
    const message = renderMessage({
      subject: `Arisan ${arisan.name} dimulai`,
      name: account.fullname,
      blocks: [
        {
          p: `Arisan ${arisan.name} sudah dimulai. Iuran pertama jatuh tempo ${formatCalendarDate(arisan.startDate)}.`,
        },
        { rows: [['Iuran', `${formatRupiah(arisan.contributionAmount)} per ${period}`]] },
      ],
      link: { label: 'Lihat arisan saya', path: '/account/arisan' },
    });
    await enqueueMessage(tx, {
      kind: 'arisan_started',
      userId: account.userId,
      recipient: account.email,
      ...message,
      notice: { title: OUTBOX_KIND_LABEL.arisan_started, body: message.lead, path: message.path },
    });
  }
}
