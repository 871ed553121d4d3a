import type { StatementImport } from '@toko/shared';
import { useId } from 'react';
import { z } from 'zod';
import { Form, SubmitButton, useZodForm } from '../../../../components/ui/form.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';

const MAX_BYTES = 5 * 1024 * 1024;

// The server reads the file and names the line it cannot read (422); here only "a file, not too big".
const StatementFormSchema = z.object({
  file: z
    .custom<FileList | undefined>()
    .transform((files) => files?.[0])
    .pipe(
      z
        .instanceof(File, { message: 'Pilih file mutasi rekening' })
        .refine((file) => file.size <= MAX_BYTES, 'Ukuran file paling besar 5 MB'),
    ),
});

/** Exports of the banks the import reads (CSV, MT940 as .sta/.txt); the server decides by the content. */
const ACCEPT = '.csv,.txt,.sta,.mt940,.940,text/csv,text/plain';

/**
 * The statement file and 'Impor Mutasi': one request at a time. The page shows the result, so success
 * needs no toast; a refusal gets the failure toast and the page keeps the server's message.
 */
export function StatementUploadForm({ upload }: { upload: (file: File) => Promise<StatementImport> }) {
  const form = useZodForm<z.output<typeof StatementFormSchema>, z.input<typeof StatementFormSchema>>(
    StatementFormSchema,
    {},
  );
  const error = form.formState.errors.file?.message;
  const fileId = useId();
  const hintId = `${fileId}-hint`;
  return (
    <SectionCard title="Unggah Mutasi Rekening">
      <Form
        form={form}
        aria-label="Unggah Mutasi Rekening"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(values) => upload(values.file)}
        failure="Gagal mengimpor mutasi"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium text-stone-700">
            File mutasi (CSV atau MT940, maks. 5 MB)
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fileId}-error` : hintId}
            className="text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            {...form.register('file')}
          />
          {error ? (
            <p id={`${fileId}-error`} className="text-xs text-red-600">
              {error}
            </p>
          ) : (
            <p id={hintId} className="text-xs text-stone-500">
              Ekspor BCA, BNI, Mandiri, MT940, atau CSV berkolom tanggal, keterangan, jumlah.
            </p>
          )}
        </div>
        <SubmitButton className="sm:mt-6">Impor Mutasi</SubmitButton>
      </Form>
    </SectionCard>
  );
}
