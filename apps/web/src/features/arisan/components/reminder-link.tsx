import { MessageCircle } from 'lucide-react';
import { type ReminderInput, reminderLink } from '../reminder.ts';

/** Opens WhatsApp with a prefilled reminder; nothing when the member owes nothing or has no phone. */
export function ReminderLink(props: ReminderInput) {
  const href = reminderLink(props);
  if (!href) return null;
  const label = `Kirim pengingat WhatsApp ke ${props.name}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-lg text-green-700 transition-colors hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <MessageCircle className="size-4" aria-hidden />
    </a>
  );
}
