import { WhatsappIconLink } from '../../../components/ui/whatsapp-icon-link.tsx';
import { type ReminderInput, reminderLink } from '../reminder.ts';

/** Opens WhatsApp with a prefilled reminder; nothing when the member owes nothing or has no phone. */
export function ReminderLink(props: ReminderInput) {
  const href = reminderLink(props);
  if (!href) return null;
  return <WhatsappIconLink href={href} label={`Kirim pengingat WhatsApp ke ${props.name}`} />;
}
