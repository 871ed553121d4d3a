import { toast } from 'sonner';

/** 'Salin': copies `text` and says so with the one toast ('{what} telah disalin ke clipboard'). */
export async function copyToClipboard(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} telah disalin ke clipboard`);
  } catch {
    toast.error(`Gagal menyalin ${what.toLowerCase()}`);
  }
}
