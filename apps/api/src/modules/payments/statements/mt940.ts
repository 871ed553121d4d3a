import type { MutationEntry } from './statement-lines.ts';
import { unreadable } from './statement-text.ts';
import { calendarDate, parseBankAmount } from './statement-values.ts';

// SWIFT MT940, the customer statement banks send to accounting software (BCA, BNI and Mandiri offer it in
// their business banking). Fields start a line with ':tag:' and go on over the lines after it:
// :20: reference, :25: account, :28C: statement number, :60F:/:60M: opening balance, then for each
// mutation :61: (the statement line) and usually :86: (its description), and :62F:/:62M: closing balance.
// A file may hold several statements, and may be wrapped in SWIFT blocks ('{1:...}{4:' ... '-}').

/** ':61:' = value date YYMMDD, optional entry date MMDD, mark (C, D, RC, RD), optional funds code, amount. */
const STATEMENT_LINE = /^(\d{2})(\d{2})(\d{2})(\d{4})?(RC|RD|C|D)([A-Z])?(\d[\d,]*)(.*)$/;
/** ':60F:' and friends = mark, date YYMMDD, currency, amount. */
const BALANCE = /^[CD](\d{6})([A-Z]{3})[\d,]+$/;

interface Field {
  tag: string;
  lineNo: number;
  value: string;
}

/** True for a file whose lines carry MT940's :20: and :61: (or :60F:) fields. */
export function looksLikeMt940(lines: string[]): boolean {
  const tags = new Set(lines.slice(0, 400).map((l) => /^:(\d{2}[A-Z]?):/.exec(l.trim())?.[1]));
  return tags.has('20') && (tags.has('61') || tags.has('60F') || tags.has('60M'));
}

function fieldsOf(lines: string[]): Field[] {
  const fields: Field[] = [];
  lines.forEach((raw, i) => {
    const line = raw
      .replace(/\{\d:[^{}]*\}/g, '')
      .replace(/^\{4:/, '')
      .trimEnd();
    const m = /^:(\d{2}[A-Z]?):(.*)$/.exec(line);
    if (m) fields.push({ tag: m[1]!, lineNo: i + 1, value: m[2]! });
    else if (line === '-}' || line === '-' || line.trim() === '') return;
    else if (fields.length > 0) fields[fields.length - 1]!.value += `\n${line}`;
    else throw unreadable(i + 1, 'baris sebelum field :20: pertama bukan bagian dari MT940');
  });
  return fields;
}

export function readMt940(lines: string[]): MutationEntry[] {
  const entries: MutationEntry[] = [];
  let last: MutationEntry | null = null;
  for (const field of fieldsOf(lines)) {
    if (/^6[02][FM]$/.test(field.tag) || field.tag === '64' || field.tag === '65') {
      const m = BALANCE.exec(field.value.trim());
      if (!m) throw unreadable(field.lineNo, `saldo :${field.tag}: tidak terbaca`);
      if (m[2] !== 'IDR')
        throw unreadable(field.lineNo, `mata uang ${m[2]}; hanya rekening rupiah (IDR) yang dibaca`);
      last = null;
    } else if (field.tag === '61') {
      const first = field.value.split('\n')[0]!.trim();
      const m = STATEMENT_LINE.exec(first);
      if (!m) throw unreadable(field.lineNo, `baris mutasi :61: tidak terbaca`);
      const date = calendarDate(2000 + Number(m[1]), Number(m[2]), Number(m[3]));
      if (!date) throw unreadable(field.lineNo, `tanggal ${m[1]}${m[2]}${m[3]} tidak ada di kalender`);
      // The amount runs to its decimal comma and up to two digits; the transaction type (N + 3) follows.
      const amountText = /^\d+,\d{0,2}/.exec(m[7]!)?.[0];
      const amount = amountText
        ? parseBankAmount(amountText.endsWith(',') ? `${amountText}00` : amountText, field.lineNo)
        : null;
      if (!amount) throw unreadable(field.lineNo, `jumlah '${m[7]}' tidak terbaca`);
      const rest = `${m[7]!.slice(amountText!.length)}${m[8]}`.replace(/^[NFS][A-Z0-9]{3}/, '');
      // Only C is money in from someone; RD (a debit taken back) and the rest are left aside.
      const sign = m[5] === 'C' ? 1 : -1;
      last = {
        lineNo: field.lineNo,
        date,
        description: [rest.replace(/\/\//, ' '), ...field.value.split('\n').slice(1)].join(' ').trim(),
        amount: sign * amount.rupiah,
        withSen: sign > 0 && amount.withSen,
      };
      entries.push(last);
    } else if (field.tag === '86' && last) {
      // The :86: after a :61: is its description, the clearest text the bank gives.
      last.description = field.value.replace(/\n/g, ' ');
      last = null;
    } else if (field.tag !== '86') last = null;
  }
  return entries;
}
