import type { QrisPayment } from '@toko/shared';
import { QrCode } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { formatRupiah } from '../lib/format.ts';

/** Drawn as SVG: sharp at any size and zoom; 'M' error correction as printed QRIS stickers use. */
async function qrImage(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The shop's QRIS with the exact amount to pay (ADR 062), beside the bank accounts: any bank or e-wallet
 * app scans it and pays the amount without typing it. Shown only when the API gave one.
 */
export function QrisCode({ payment }: { payment: QrisPayment }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrImage(payment.payload).then((url) => {
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [payment.payload]);
  const amount = formatRupiah(payment.amount);

  return (
    <figure
      className="flex flex-col items-center gap-2 rounded-xl border border-stone-200 bg-white p-4 text-center"
      data-testid="qris"
    >
      <p className="flex items-center gap-1.5 text-sm font-semibold text-stone-900">
        <QrCode className="size-4" aria-hidden />
        Bayar dengan QRIS
      </p>
      {src ? (
        <img
          src={src}
          alt={`Kode QRIS untuk membayar ${amount}`}
          width={240}
          height={240}
          className="size-60 max-w-full"
          data-testid="qris-image"
        />
      ) : (
        <div className="size-60 max-w-full animate-pulse rounded-lg bg-stone-100" aria-hidden />
      )}
      <figcaption className="text-sm text-stone-700">
        Scan QRIS untuk membayar tepat <span className="font-semibold text-stone-900">{amount}</span>
      </figcaption>
      <p className="text-xs text-stone-600">Bisa dengan aplikasi m-banking atau e-wallet apa pun.</p>
    </figure>
  );
}
