import { BackLink } from '../../../components/list-page/detail-state.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { useImportStatement } from '../api/import-statement.ts';
import { StatementResults } from '../components/statement/statement-results.tsx';
import { StatementSummary } from '../components/statement/statement-summary.tsx';
import { StatementUploadForm } from '../components/statement/statement-upload-form.tsx';

/**
 * 'Impor Mutasi' in Orders: the owner uploads the bank's mutation export; every credit that equals exactly
 * one waiting payment (to the rupiah, Kode Unik included) approves it, and the rest is laid out with what
 * to do next. The server decides everything; this page sends the file and shows the answer.
 */
export default function StatementImportPage() {
  const importing = useImportStatement();
  return (
    <ListPage
      title="Impor Mutasi"
      back={<BackLink to="/dashboard/orders">Orders</BackLink>}
      intro="Transfer masuk dicocokkan dengan pesanan dan iuran yang menunggu, tepat sampai rupiah terakhir. Yang cocok dengan satu pembayaran langsung disetujui; sisanya menunggu keputusan Anda. Mengimpor file yang sama lagi aman."
    >
      <StatementUploadForm upload={importing.mutateAsync} />
      <section
        aria-label="Hasil impor"
        aria-busy={importing.isPending || undefined}
        className="flex flex-col gap-6"
      >
        <ImportOutcome importing={importing} />
      </section>
    </ListPage>
  );
}

function ImportOutcome({ importing }: { importing: ReturnType<typeof useImportStatement> }) {
  if (importing.isPending) return <Spinner label="Membaca mutasi dan mencocokkan pembayaran..." />;
  if (importing.isError) {
    return (
      <div className="flex flex-col gap-2">
        {/* The server's message names the line it could not read; shown as it is. */}
        <ErrorText error={importing.error} prefix="Gagal mengimpor mutasi" />
        <p className="text-sm text-stone-600">Tidak ada yang disimpan. Perbaiki file, lalu impor lagi.</p>
      </div>
    );
  }
  if (!importing.data) {
    return (
      <EmptyState>
        Belum ada mutasi yang diimpor. Pilih file ekspor mutasi rekening, lalu tekan Impor Mutasi.
      </EmptyState>
    );
  }
  return (
    <>
      <StatementSummary result={importing.data} />
      <StatementResults result={importing.data} />
    </>
  );
}
