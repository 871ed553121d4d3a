import { reliabilityLabel } from '@toko/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/** Green from 90%, yellow from 70%, red below; grey without history (decision 079). */
export function reliabilityTone(percent: number | null): BadgeTone {
  if (percent === null) return 'gray';
  if (percent >= 90) return 'green';
  if (percent >= 70) return 'yellow';
  return 'red';
}

/** 'Tepat waktu 92%' or 'Belum ada riwayat': a member's on-time share across every arisan. */
export function ReliabilityBadge({ percent, className }: { percent: number | null; className?: string }) {
  return (
    <Badge tone={reliabilityTone(percent)} className={`shrink-0 whitespace-nowrap ${className ?? ''}`}>
      {reliabilityLabel(percent)}
    </Badge>
  );
}
