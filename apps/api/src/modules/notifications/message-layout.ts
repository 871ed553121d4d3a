// The frame every message shares: a greeting, short paragraphs, one link back to the page that matters,
// and the shop's name and WhatsApp at the foot; one plain-text part and one simple HTML part
// (docs/decisions/064-outbox-channels.md).

/** The shop facts every message needs, from the configuration, set once when the API starts. */
export interface MessageContext {
  shopName: string;
  /** The shop's address as customers reach it, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** 62..., as wa.me links take it. */
  whatsapp: string;
  bank: { holder: string; accounts: Record<string, string> };
  /** The shop takes QRIS too ('Pengaturan Toko' or QRIS_PAYLOAD): the payment page shows the code with the amount. */
  qris: boolean;
}

/** The shop's name as its pages and invoices write it. */
export const SHOP_NAME = 'Toko';

let context: MessageContext = {
  shopName: SHOP_NAME,
  publicUrl: 'http://localhost:3000',
  whatsapp: '6281234567890',
  bank: { holder: 'Toko', accounts: {} },
  qris: false,
};

/**
 * Messages are written deep inside services (an order change, a checkout) that do not carry the
 * configuration; the shop's contact facts are the same for the whole process, so they are set here once.
 */
export function setMessageContext(next: MessageContext): void {
  context = next;
}

export function messageContext(): MessageContext {
  return context;
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** A message, and the short form of it the customer's bell shows: its first paragraph and its link. */
export interface RenderedWithLead extends Rendered {
  lead: string;
  path: string;
}

/** A block of the message: a paragraph, or label/value rows (amount, resi, bank accounts). */
export type Block = { p: string } | { rows: [string, string][] };

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** `path` starts with '/' and is joined to PUBLIC_URL; a full https address is kept as it is. */
export function linkTo(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${context.publicUrl}${path}`;
}

export function renderMessage(input: {
  subject: string;
  name: string;
  blocks: Block[];
  link: { label: string; path: string };
}): RenderedWithLead {
  const { shopName, whatsapp } = context;
  const href = linkTo(input.link.path);
  const textBlocks = input.blocks.map((b) =>
    'p' in b ? b.p : b.rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
  );
  const foot = `Salam,\n${shopName}\nWhatsApp: +${whatsapp} (https://wa.me/${whatsapp})`;
  const text = [`Halo ${input.name},`, ...textBlocks, `${input.link.label}: ${href}`, foot].join('\n\n');
  const htmlBlocks = input.blocks.map((b) =>
    'p' in b
      ? `<p>${escapeHtml(b.p)}</p>`
      : `<table cellpadding="4" style="border-collapse:collapse">${b.rows
          .map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`)
          .join('')}</table>`,
  );
  const html = [
    '<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    `<p>Halo ${escapeHtml(input.name)},</p>`,
    ...htmlBlocks,
    `<p><a href="${escapeHtml(href)}">${escapeHtml(input.link.label)}</a></p>`,
    `<p>Salam,<br>${escapeHtml(shopName)}<br>WhatsApp: <a href="https://wa.me/${whatsapp}">+${whatsapp}</a></p>`,
    '</body></html>',
  ].join('\n');
  const first = input.blocks.find((b): b is { p: string } => 'p' in b);
  return {
    subject: `${input.subject} | ${shopName}`,
    text,
    html,
    lead: first?.p ?? input.subject,
    path: input.link.path,
  };
}
