import { MessageCircle } from 'lucide-react';

/** A row's WhatsApp icon: opens the chat `href` in a new tab, named for screen readers by `label`. */
export function WhatsappIconLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-lg align-middle text-green-700 transition-colors hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <MessageCircle className="size-4" aria-hidden />
    </a>
  );
}
