import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  outboxId: string | undefined;
}

/**
 * A real SMTP server in this process (the `smtp-server` package): mails travel over a socket through the
 * SMTP protocol exactly as to a provider, and are parsed back (mailparser) for the test to read. `failNext`
 * makes the server refuse the next n mails with a 451, as a busy provider does.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          const err = Object.assign(new Error('Kotak surat sedang sibuk'), { responseCode: 451 });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
            received.push({
              to: to.flatMap((a) => a.value.map((v) => v.address ?? '')),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              outboxId: mail.headers.get('x-toko-outbox-id') as string | undefined,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  // A client that drops its connection mid-mail (an API process killed while sending, as the scale-out
  // test does) is an 'error' of the server; unheard, it would crash the test run. The mail it was sending
  // is simply not received, which is what the tests read.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n: number) {
      refuse = n;
    },
    /** Waits until `count` mails arrived (the sender runs on its own timer in end-to-end tests). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
