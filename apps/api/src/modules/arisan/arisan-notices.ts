import { OUTBOX_KIND_LABEL } from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, users } from '../../db/schema/index.ts';
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
