import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox.service.ts';

/**
 * The SMTP transport behind SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS when the server
 * offers it; smtps:// is TLS from the start). Timeouts stay well inside the claim's lease, so a hung
 * server is a failed try, never a message sent twice.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({
    connectionTimeout: '20000',
    greetingTimeout: '20000',
    socketTimeout: '60000',
  })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transporter = nodemailer.createTransport(url.toString());
  const send: MailTransport = async (mail) => {
    await transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // Lets a receiving system (and the tests) tell each outbox row apart.
      headers: { 'X-Toko-Outbox-Id': String(mail.id) },
    });
  };
  return Object.assign(send, { close: () => transporter.close() });
}
