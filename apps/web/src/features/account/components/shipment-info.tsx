import type { Order } from '@toko/shared';
import { COURIER_INFO, trackingLink } from '@toko/shared/constants';
import { Copy, ExternalLink } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { copyToClipboard } from '../../../lib/copy.ts';

/**
 * The shopper's view of a shipped order: the courier, the Nomor Resi with 'Salin', and the courier's
 * public tracking page (docs/decisions/037: most pages take the resi pasted, so 'Salin' carries it).
 */
export function ShipmentInfo({ order }: { order: Pick<Order, 'courier' | 'tracking_number'> }) {
  const resi = order.tracking_number?.trim();
  if (!resi) return null;
  const courier = order.courier ? COURIER_INFO[order.courier].label : null;
  const link = trackingLink(order.courier, resi);
  return (
    <div className="mt-4 flex flex-col gap-2 rounded-xl bg-stone-50 p-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-stone-500">Kurir</dt>
          <dd className="text-sm font-medium text-stone-900">{courier ?? '-'}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-stone-500">Nomor Resi</dt>
          <dd className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
            <span className="font-mono break-all" data-testid="resi">
              {resi}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => copyToClipboard(resi, 'Nomor resi')}
              aria-label="Salin nomor resi"
            >
              <Copy className="size-4" aria-hidden />
              Salin
            </Button>
          </dd>
        </div>
      </dl>
      {link ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            Lacak di {courier}
            <ExternalLink className="size-4" aria-hidden />
          </a>
          {link.carriesResi ? null : (
            <span className="text-stone-500">
              Salin nomor resi, lalu tempel di halaman pelacakan {courier}.
            </span>
          )}
        </p>
      ) : order.courier === 'own' ? (
        <p className="text-sm text-stone-500">Dikirim oleh kurir toko; hubungi penjual untuk posisi paket.</p>
      ) : null}
    </div>
  );
}
