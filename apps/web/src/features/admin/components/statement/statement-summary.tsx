import type { StatementImport } from '@toko/shared';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { FORMAT_LABEL } from './statement-words.ts';

/** The import in four numbers: which file it was, the credits read, approved now, and seen before. */
export function StatementSummary({ result }: { result: StatementImport }) {
  const figures = [
    { term: 'Format', value: FORMAT_LABEL[result.format] ?? result.format, wide: true },
    { term: 'Transfer masuk dibaca', value: result.credits },
    { term: 'Cocok dan disetujui', value: result.matched },
    { term: 'Sudah cocok sebelumnya', value: result.already_matched },
  ];
  return (
    <SectionCard title="Ringkasan Impor">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ term, value, wide }) => (
          <div
            key={term}
            className={`rounded-lg bg-stone-50 px-3 py-2 ${wide ? 'col-span-2 lg:col-span-1' : ''}`}
          >
            <dt className="text-xs text-stone-500">{term}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {result.credits === 0 ? (
        <p className="mt-3 text-sm text-stone-600">
          File ini tidak berisi transfer masuk (kredit); baris keluar (debit) tidak dibaca.
        </p>
      ) : null}
      {result.already_matched > 0 ? (
        <p className="mt-3 text-sm text-stone-600">
          Baris yang sudah pernah diimpor tidak menyetujui apa pun untuk kedua kalinya.
        </p>
      ) : null}
    </SectionCard>
  );
}
