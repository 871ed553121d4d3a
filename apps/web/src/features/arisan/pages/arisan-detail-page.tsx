import type { ArisanDetail, ArisanMemberRow, Contribution } from '@toko/shared';
import { ARISAN_STATUS_LABEL, SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { ArrowLeft, Pencil, Play, Plus, Printer, Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../../api/client.ts';
import { SearchField } from '../../../components/list-page/search-field.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatCalendarDate, formatDate, formatRupiah } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useArisan } from '../api/arisan.ts';
import { useContributions } from '../api/contributions.ts';
import { useDeleteArisan } from '../api/delete-arisan.ts';
import { useInitializeContributions } from '../api/initialize-contributions.ts';
import { useRemoveArisanMember } from '../api/remove-arisan-member.ts';
import { ArisanFormDialog } from '../components/arisan-form.tsx';
import { BarangSection } from '../components/barang-section.tsx';
import { type TabDef, Tabs, useTabParam } from '../components/detail-tabs.tsx';
import { HistorySection } from '../components/history-section.tsx';
import { JoinArisanDialog } from '../components/join-arisan-dialog.tsx';
import { PayDialog, type PayTarget } from '../components/pay-dialog.tsx';
import { ReceivedDialog, type ReceivedTarget } from '../components/received-dialog.tsx';
import { ReminderLink } from '../components/reminder-link.tsx';
import { RemindersSection } from '../components/reminders-section.tsx';
import { ReversePaymentDialog } from '../components/reverse-payment-dialog.tsx';
import { ScheduleSection } from '../components/schedule-section.tsx';
import { StatTile } from '../components/stat-tile.tsx';
import { STATUS_TONE } from '../labels.ts';
import { displayPhone, formatPercent } from '../reminder.ts';

const TABS = [
  { key: 'ringkasan', label: 'Ringkasan' },
  { key: 'jadwal', label: 'Jadwal' },
  { key: 'kontribusi', label: 'Kontribusi' },
  { key: 'riwayat', label: 'Riwayat Perubahan' },
] as const satisfies readonly TabDef<string>[];

/**
 * The arisan detail (spec 2.8): actions, then tabs (kept in `?tab=`): 'Ringkasan' (info, summary, members,
 * reminders), 'Jadwal' (cycles, recipients, draws, payouts), 'Kontribusi' (the ledger, with 'Koreksi') and
 * 'Riwayat Perubahan' (the history).
 */
export default function ArisanDetailPage() {
  const id = Number(useParams().id);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const detail = useArisan(id, { search: debounced || undefined, page });

  if (!Number.isInteger(id) || id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <div className="p-4 sm:p-6">
        <BackLink />
        <EmptyState>Arisan tidak ditemukan.</EmptyState>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <BackLink />
        <ErrorText error={detail.error} />
      </div>
    );
  }
  if (!detail.data) return <Spinner />;
  return (
    <DetailView
      detail={detail.data}
      search={search}
      onSearch={(v) => {
        setSearch(v);
        setPage(1);
      }}
      onPage={setPage}
    />
  );
}

function BackLink() {
  return (
    <Link
      to="/dashboard/arisans"
      className="mb-3 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Arisan
    </Link>
  );
}

function DetailView({
  detail,
  search,
  onSearch,
  onPage,
}: {
  detail: ArisanDetail;
  search: string;
  onSearch: (v: string) => void;
  onPage: (page: number) => void;
}) {
  const { arisan, summary, members, pagination } = detail;
  const navigate = useNavigate();
  const readOnly = arisan.archived_at !== null;
  const [confirmStart, setConfirmStart] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [editing, setEditing] = useState(false);
  const [joining, setJoining] = useState(false);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const [receiving, setReceiving] = useState<ReceivedTarget | null>(null);
  const [removing, setRemoving] = useState<ArisanMemberRow | null>(null);
  const start = useInitializeContributions();
  const remove = useDeleteArisan();
  const removeMember = useRemoveArisanMember();
  const [tab, setTab] = useTabParam(TABS);

  const startArisan = async () => {
    try {
      await start.mutateAsync(arisan.id);
      toast.success('Arisan berhasil dimulai!');
      setConfirmStart(false);
    } catch (err) {
      toastFailure('Gagal memulai arisan', err);
    }
  };

  const deleteArisan = async () => {
    try {
      await remove.mutateAsync(arisan.id);
      toast.success('Arisan berhasil dihapus!');
      setConfirmDelete(false);
      navigate('/dashboard/arisans', { replace: true });
    } catch (err) {
      toastFailure('Gagal menghapus arisan', err);
    }
  };

  const removeFromArisan = async () => {
    if (!removing) return;
    try {
      await removeMember.mutateAsync({ arisanId: arisan.id, memberId: removing.member_id });
      toast.success('Member berhasil dihapus dari arisan!');
      setRemoving(null);
    } catch (err) {
      toastFailure('Gagal menghapus member dari arisan', err);
    }
  };

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div>
        <BackLink />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words">{arisan.name}</h1>
            <div className="mt-1 flex flex-wrap gap-2">
              <Badge tone={STATUS_TONE[arisan.status]}>{ARISAN_STATUS_LABEL[arisan.status]}</Badge>
              <Badge tone="brand">{SAVING_TYPE_LABEL[arisan.saving_type]}</Badge>
              {readOnly ? <Badge tone="red">Diarsipkan</Badge> : null}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/dashboard/arisans/${arisan.id}/laporan`}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <Printer className="size-4" aria-hidden />
              Cetak Laporan
            </Link>
            {readOnly ? null : (
              <>
                {/* A started arisan barang has nothing left to start (its members are fixed); the server
                    refuses it too. A money arisan may start again for a member added later. */}
                {arisan.kind === 'barang' && arisan.started ? null : (
                  <Button
                    variant={arisan.started ? 'outline' : 'primary'}
                    onClick={() => setConfirmStart(true)}
                  >
                    <Play className="size-4" aria-hidden />
                    Mulai Arisan
                  </Button>
                )}
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden />
                  Edit
                </Button>
                <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                  <Trash2 className="size-4" aria-hidden />
                  Delete
                </Button>
              </>
            )}
          </div>
        </div>
        {readOnly ? (
          <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800">
            Arisan ini sudah diarsipkan pada {formatDate(arisan.archived_at!, 'DD MMMM YYYY')}. Catatan
            pembayarannya tetap disimpan dan hanya bisa dilihat.
          </p>
        ) : !arisan.started ? (
          <p className="mt-3 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-800">
            Arisan belum dimulai. Klik Mulai Arisan untuk membuat jadwal iuran setiap member sebelum mencatat
            kontribusi.
          </p>
        ) : null}
      </div>

      <Tabs label="Bagian arisan" tabs={TABS} current={tab} onSelect={setTab}>
        {tab === 'ringkasan' ? (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              <section
                aria-labelledby="arisan-info"
                className="rounded-xl border border-stone-200 bg-white p-4"
              >
                <h2 id="arisan-info" className="mb-3 font-semibold">
                  Informasi Arisan
                </h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-stone-500">Kontribusi</dt>
                  <dd className="font-medium">{formatRupiah(arisan.contribution_amount)} / putaran</dd>
                  <dt className="text-stone-500">Denda keterlambatan</dt>
                  <dd>
                    {arisan.late_fee > 0
                      ? `${formatRupiah(arisan.late_fee)} / putaran terlambat`
                      : 'Tidak ada'}
                  </dd>
                  <dt className="text-stone-500">Durasi</dt>
                  <dd>
                    {arisan.duration} putaran ({SAVING_TYPE_LABEL[arisan.saving_type]})
                  </dd>
                  <dt className="text-stone-500">Mulai</dt>
                  <dd>{formatCalendarDate(arisan.start_date)}</dd>
                  <dt className="text-stone-500">Selesai</dt>
                  <dd>{formatCalendarDate(arisan.end_date)}</dd>
                  <dt className="text-stone-500">Total tabungan</dt>
                  <dd className="font-medium">{formatRupiah(arisan.total_saving)}</dd>
                </dl>
              </section>

              <section
                aria-labelledby="arisan-summary"
                className="rounded-xl border border-stone-200 bg-white p-4"
              >
                <h2 id="arisan-summary" className="mb-3 font-semibold">
                  Ringkasan Kontribusi
                </h2>
                {/* One column on a narrow phone: 'Rp 1.500.000' (one word, Intl joins it) fits a half tile only from 420 px. */}
                <dl className="grid grid-cols-1 gap-3 text-sm min-[420px]:grid-cols-2">
                  <StatTile label="Total Member" value={String(summary.total_members)} />
                  <StatTile label="Total Kontribusi" value={formatRupiah(summary.total_contributions)} />
                  <StatTile label="Sisa" value={formatRupiah(summary.total_remaining)} />
                  <StatTile
                    label="Persentase Terkumpul"
                    value={formatPercent(summary.collection_percentage)}
                  />
                  <StatTile label="Denda Terkumpul" value={formatRupiah(summary.total_late_fees)} />
                </dl>
                <div className="mt-4">
                  <ProgressBar value={summary.collection_percentage} label="Persentase terkumpul" />
                </div>
              </section>
            </div>

            {arisan.kind === 'barang' ? (
              // Members of a group are customers who joined from the shop: their own table (ADR 042).
              <BarangSection arisan={arisan} readOnly={readOnly} />
            ) : (
              <>
                <section aria-labelledby="arisan-members" className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id="arisan-members" className="text-lg font-semibold">
                      Member
                    </h2>
                    {readOnly ? null : (
                      <Button variant="outline" onClick={() => setJoining(true)}>
                        <Plus className="size-4" aria-hidden />
                        Tambah Member
                      </Button>
                    )}
                  </div>
                  <SearchField label="Cari member" value={search} onChange={onSearch} />
                  {members.length === 0 ? (
                    <EmptyState>
                      {search ? 'No Members found.' : 'Belum ada member di arisan ini.'}
                    </EmptyState>
                  ) : (
                    <Table>
                      <thead>
                        <tr>
                          <th className={th}>Posisi</th>
                          <th className={th}>Nama</th>
                          <th className={`${th} text-right`}>Putaran Dibayar</th>
                          <th className={`${th} text-right`}>Jumlah Dibayar</th>
                          <th className={th}>Tanggal Terima</th>
                          {readOnly ? null : <th className={`${th} text-right`}>Aksi</th>}
                        </tr>
                      </thead>
                      <tbody>
                        {members.map((m) => (
                          <tr key={m.id}>
                            <td className={`${td} font-medium`}>{m.position}</td>
                            <td className={td}>
                              <Link
                                to={`/dashboard/members/${m.member_id}`}
                                className="font-medium hover:underline"
                              >
                                {m.name}
                              </Link>
                              <div className="text-xs text-stone-500">
                                {displayPhone(m.phone)}
                                {m.location_name ? ` · ${m.location_name}` : ''}
                              </div>
                            </td>
                            <td className={`${td} text-right`}>
                              {m.total_paid_cycles} / {arisan.duration}
                              {m.due_cycles > 0 ? (
                                <div className="text-xs text-red-600">{m.due_cycles} putaran tertunggak</div>
                              ) : null}
                            </td>
                            <td className={`${td} text-right`}>{formatRupiah(m.total_paid_contribution)}</td>
                            <td className={td}>
                              {m.has_received ? (
                                <Badge tone="green">
                                  {m.received_date ? formatCalendarDate(m.received_date) : 'Sudah'}
                                </Badge>
                              ) : (
                                <span className="text-stone-500">Belum</span>
                              )}
                            </td>
                            {readOnly ? null : (
                              <td className={td}>
                                <div className="flex items-center justify-end gap-1.5">
                                  <Button
                                    size="sm"
                                    variant="outline"
                                    aria-label={`Bayar ${m.name}`}
                                    disabled={m.remaining_cycles === 0 || !arisan.started}
                                    title={
                                      !arisan.started
                                        ? 'Mulai arisan terlebih dahulu'
                                        : m.remaining_cycles === 0
                                          ? 'Sudah lunas'
                                          : undefined
                                    }
                                    onClick={() =>
                                      setPaying({
                                        arisanId: arisan.id,
                                        arisanName: arisan.name,
                                        memberId: m.member_id,
                                        memberName: m.name,
                                        contributionAmount: arisan.contribution_amount,
                                        remainingCycles: m.remaining_cycles,
                                        lateFee: arisan.late_fee,
                                      })
                                    }
                                  >
                                    <Wallet className="size-4" aria-hidden />
                                    Bayar
                                  </Button>
                                  <Button
                                    size="sm"
                                    variant="outline"
                                    aria-label={`Set Tanggal Terima ${m.name}`}
                                    disabled={m.has_received}
                                    onClick={() =>
                                      setReceiving({
                                        arisanId: arisan.id,
                                        memberId: m.member_id,
                                        memberName: m.name,
                                        receivedDate: m.received_date,
                                        hasReceived: m.has_received,
                                      })
                                    }
                                  >
                                    Set Tanggal Terima
                                  </Button>
                                  <ReminderLink
                                    name={m.name}
                                    phone={m.phone}
                                    arisanName={arisan.name}
                                    dueCycles={m.due_cycles}
                                    dueAmount={m.due_amount}
                                  />
                                  <button
                                    type="button"
                                    aria-label={`Hapus ${m.name}`}
                                    onClick={() => setRemoving(m)}
                                    className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                                  >
                                    Hapus
                                  </button>
                                </div>
                              </td>
                            )}
                          </tr>
                        ))}
                      </tbody>
                    </Table>
                  )}
                  <Pagination
                    currentPage={pagination.currentPage}
                    totalPages={pagination.totalPages}
                    onPageChange={onPage}
                  />
                </section>

                <RemindersSection arisan={arisan} />
              </>
            )}
          </>
        ) : tab === 'jadwal' ? (
          <ScheduleSection arisan={arisan} />
        ) : tab === 'kontribusi' ? (
          <LedgerSection arisanId={arisan.id} readOnly={readOnly} />
        ) : (
          <HistorySection arisanId={arisan.id} />
        )}
      </Tabs>

      <ConfirmDialog
        open={confirmStart}
        title="Mulai Arisan"
        message={
          arisan.started
            ? 'Arisan sudah dimulai. Mulai lagi hanya membuat jadwal iuran yang belum ada (misalnya untuk member baru).'
            : arisan.kind === 'barang'
              ? `Mulai arisan barang ini? ${arisan.duration} unit produk diambil dari stok untuk para anggota, jadwal ${arisan.duration} putaran iuran dibuat dan status menjadi Aktif.`
              : `Mulai arisan ini? Jadwal ${arisan.duration} putaran iuran dibuat untuk setiap member dan status menjadi Aktif.`
        }
        confirmLabel="Mulai"
        tone="primary"
        loading={start.isPending}
        onConfirm={startArisan}
        onClose={() => setConfirmStart(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Hapus Arisan"
        message={
          arisan.total_saving > 0
            ? 'Arisan ini sudah memiliki pembayaran. Arisan akan diarsipkan: hilang dari daftar, tetapi catatan pembayarannya tetap disimpan.'
            : 'Hapus arisan ini beserta daftar membernya?'
        }
        confirmLabel="Hapus"
        loading={remove.isPending}
        onConfirm={deleteArisan}
        onClose={() => setConfirmDelete(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Hapus Member"
        message={`Hapus ${removing?.name ?? ''} dari arisan ini?`}
        confirmLabel="Hapus"
        loading={removeMember.isPending}
        onConfirm={removeFromArisan}
        onClose={() => setRemoving(null)}
      />
      <ArisanFormDialog arisan={arisan} open={editing} onClose={() => setEditing(false)} />
      <JoinArisanDialog
        arisanId={arisan.id}
        nextPosition={summary.total_members + 1}
        open={joining}
        onClose={() => setJoining(false)}
      />
      <PayDialog target={paying} onClose={() => setPaying(null)} />
      <ReceivedDialog target={receiving} onClose={() => setReceiving(null)} />
    </div>
  );
}

/** Every payment recorded, newest first, with who recorded it; a wrong one gets a 'Koreksi' (decision 040). */
function LedgerSection({ arisanId, readOnly }: { arisanId: number; readOnly: boolean }) {
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<Contribution | null>(null);
  const ledger = useContributions(arisanId, page);
  return (
    <section aria-labelledby="arisan-ledger" className="flex flex-col gap-3">
      <h2 id="arisan-ledger" className="text-lg font-semibold">
        Riwayat Kontribusi
      </h2>
      {ledger.isError ? (
        <ErrorText error={ledger.error} />
      ) : !ledger.data ? (
        <Spinner />
      ) : ledger.data.contributions.length === 0 ? (
        <EmptyState>Belum ada kontribusi yang dicatat.</EmptyState>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th className={th}>Tanggal Bayar</th>
                <th className={th}>Member</th>
                <th className={`${th} text-right`}>Putaran</th>
                <th className={`${th} text-right`}>Jumlah</th>
                <th className={`${th} text-right`}>Denda</th>
                <th className={th}>Dicatat oleh</th>
                {readOnly ? null : <th className={`${th} text-right`}>Aksi</th>}
              </tr>
            </thead>
            <tbody>
              {ledger.data.contributions.map((c) => (
                <tr key={c.id} className={c.reverses_payment_id ? 'bg-red-50/60' : undefined}>
                  <td className={td}>{formatCalendarDate(c.payment_date)}</td>
                  <td className={td}>
                    {c.member_name}
                    {c.reverses_payment_id ? (
                      <div className="text-xs text-red-700">Koreksi: {c.reason}</div>
                    ) : c.reversed_by_payment_id ? (
                      <div>
                        <Badge tone="red">Dikoreksi</Badge>
                      </div>
                    ) : null}
                  </td>
                  <td className={`${td} text-right`}>{c.cycles}</td>
                  <td className={`${td} text-right font-medium`}>{formatRupiah(c.amount)}</td>
                  <td className={`${td} text-right`}>{c.late_fee !== 0 ? formatRupiah(c.late_fee) : '-'}</td>
                  <td className={td}>
                    {c.recorded_by?.fullname ?? '-'}
                    <div className="text-xs text-stone-500">
                      {formatDate(c.recorded_at, 'DD MMM YYYY - HH:mm')}
                    </div>
                  </td>
                  {readOnly ? null : (
                    <td className={`${td} text-right`}>
                      {c.reverses_payment_id || c.reversed_by_payment_id ? null : (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Koreksi pembayaran ${c.member_name} ${formatRupiah(c.amount)}`}
                          onClick={() => setCorrecting(c)}
                        >
                          Koreksi
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            currentPage={ledger.data.pagination.currentPage}
            totalPages={ledger.data.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}
      <ReversePaymentDialog arisanId={arisanId} payment={correcting} onClose={() => setCorrecting(null)} />
    </section>
  );
}
