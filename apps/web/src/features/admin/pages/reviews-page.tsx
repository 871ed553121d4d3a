import type { AdminReview } from '@toko/shared';
import { EyeOff, MessageSquareReply } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, type Columns } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { type AdminReviewsParams, useAdminReviews } from '../api/reviews.ts';
import { HideDialog, ReplyDialog } from '../components/review-dialogs.tsx';

type Visibility = AdminReviewsParams['visibility'];
const VISIBILITY_CHIPS: { value: Visibility; label: string }[] = [
  { value: 'all', label: 'Semua' },
  { value: 'visible', label: 'Tampil' },
  { value: 'hidden', label: 'Disembunyikan' },
];

// Few, narrow columns: the stars sit with the text and the date with the buyer, so the row's actions stay
// in view at a laptop's width.
const COLUMNS: Columns<AdminReview> = [
  {
    header: 'Produk',
    cell: (r) => (
      <div className="flex max-w-56 flex-col gap-0.5">
        <Link
          to={`/dashboard/products/${r.product.slug}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {r.product.name}
        </Link>
        <span className="text-xs text-stone-500">{r.order_number}</span>
      </div>
    ),
  },
  {
    header: 'Ulasan',
    cell: (r) => (
      <div className="flex min-w-48 flex-col gap-1 text-sm">
        <Stars value={r.rating} className="size-3.5" />
        <p className="break-words whitespace-pre-line text-stone-800">
          {r.text ?? <span className="text-stone-500">(tanpa teks)</span>}
        </p>
        {r.photos.length ? <p className="text-xs text-stone-500">{r.photos.length} foto</p> : null}
        {r.reply ? <p className="text-xs text-stone-600">Balasan: {r.reply}</p> : null}
        {r.hidden_reason ? (
          <p className="text-xs text-red-700">Alasan disembunyikan: {r.hidden_reason}</p>
        ) : null}
      </div>
    ),
  },
  {
    header: 'Pembeli',
    cellClassName: 'whitespace-nowrap',
    cell: (r) => (
      <div className="flex flex-col gap-0.5">
        <span>{r.reviewer_name}</span>
        <span className="text-xs text-stone-500">{formatDate(r.created_at, 'DD MMM YYYY')}</span>
      </div>
    ),
  },
  {
    header: 'Status',
    cell: (r) =>
      r.hidden_at ? <Badge tone="gray">Disembunyikan</Badge> : <Badge tone="green">Tampil</Badge>,
  },
];

/** 'Ulasan' (ADR 074): every review of the shop, the owner's one reply, and hiding with a reason. */
export default function ReviewsPage() {
  const [visibility, setVisibility] = useState<Visibility>('all');
  const { page, setPage, settle } = useListPage(visibility);
  const reviews = useAdminReviews({ page, visibility });
  settle(reviews.data, reviews.data?.data.length ?? 0);
  const [replying, setReplying] = useState<AdminReview | null>(null);
  const [hiding, setHiding] = useState<AdminReview | null>(null);

  const actions = actionsColumn<AdminReview>((r) => (
    <>
      {r.reply === null ? (
        <IconButton
          label={`Balas ulasan ${r.reviewer_name} untuk ${r.product.name}`}
          onClick={() => setReplying(r)}
        >
          <MessageSquareReply className="size-4" aria-hidden />
        </IconButton>
      ) : null}
      {r.hidden_at === null ? (
        <IconButton
          label={`Sembunyikan ulasan ${r.reviewer_name} untuk ${r.product.name}`}
          tone="danger"
          onClick={() => setHiding(r)}
        >
          <EyeOff className="size-4" aria-hidden />
        </IconButton>
      ) : null}
    </>
  ));

  return (
    <ListPage
      title="Ulasan"
      intro="Ulasan pembeli dari pesanan yang sudah selesai. Balas sekali, atau sembunyikan dengan alasan."
    >
      <FilterChips
        label="Filter status ulasan"
        chips={VISIBILITY_CHIPS}
        value={visibility}
        onChange={setVisibility}
      />
      <ListTable
        query={reviews}
        rows={(d) => d.data}
        rowKey={(r) => r.id}
        columns={[...COLUMNS, actions]}
        empty="Belum ada ulasan"
        onPage={setPage}
      />
      <ReplyDialog review={replying} onClose={() => setReplying(null)} />
      <HideDialog review={hiding} onClose={() => setHiding(null)} />
    </ListPage>
  );
}
