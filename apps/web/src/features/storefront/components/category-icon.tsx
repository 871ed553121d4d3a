import { LineIcon } from '../../../components/ui/line-icons.tsx';

// Line drawings of the five shop categories, in the style of the header's icons.
const PATHS: Record<string, string[]> = {
  sofas: [
    'M20 9V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v3',
    'M2 16a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-5a2 2 0 0 0-4 0v1.5a.5.5 0 0 1-.5.5h-11a.5.5 0 0 1-.5-.5V11a2 2 0 0 0-4 0z',
    'M4 18v2',
    'M20 18v2',
  ],
  chairs: ['M7 3h10v9H7z', 'M5 12h14v3H5z', 'M6 15v6', 'M18 15v6'],
  cupboards: ['M4 3h16v17H4z', 'M12 3v17', 'M9.5 10v2', 'M14.5 10v2', 'M5 20v1.5', 'M19 20v1.5'],
  beds: ['M2 4v16', 'M2 8h18a2 2 0 0 1 2 2v10', 'M2 17h20', 'M6 8v9'],
  electronics: ['M3 5h18v12H3z', 'M8 21h8', 'M12 17v4'],
};

export function CategoryIcon({ slug, className = '' }: { slug: string; className?: string }) {
  return (
    <LineIcon className={className} strokeWidth={1.6}>
      {(PATHS[slug] ?? PATHS.electronics!).map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}
