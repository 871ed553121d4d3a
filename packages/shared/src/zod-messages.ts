import { z } from 'zod';

/**
 * zod's own messages in Indonesian (docs/decisions/059-one-language.md), for the checks that carry no
 * message of their own: a text too long, an unknown field, a number where text belongs. A check with its
 * own message keeps it. The API answers these in its 400s and the web forms show them, so both read the same.
 */

const TYPE: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'bilangan bulat',
  boolean: 'true atau false',
  object: 'objek',
  array: 'daftar',
  date: 'tanggal',
};

const FORMAT: Record<string, string> = {
  email: 'Alamat email tidak valid',
  url: 'URL tidak valid',
  date: 'Tanggal harus berformat YYYY-MM-DD',
  datetime: 'Waktu tidak valid',
  uuid: 'ID tidak valid',
};

/** Units of a length limit by what is measured; numbers have none. */
const UNIT: Record<string, string> = { string: ' karakter', array: ' item', set: ' item', file: ' byte' };

const amount = (n: number | bigint | Date) =>
  typeof n === 'object' ? n.toISOString().slice(0, 10) : n.toLocaleString('id-ID');

export const indonesianZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Wajib diisi';
      return `Harus berupa ${TYPE[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'Wajib diisi';
      const unit = UNIT[issue.origin] ?? '';
      return issue.inclusive === false
        ? `Harus lebih dari ${amount(issue.minimum)}${unit}`
        : `Minimal ${amount(issue.minimum)}${unit}`;
    }
    case 'too_big': {
      const unit = UNIT[issue.origin] ?? '';
      return issue.inclusive === false
        ? `Harus kurang dari ${amount(issue.maximum)}${unit}`
        : `Maksimal ${amount(issue.maximum)}${unit}`;
    }
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'Format tidak valid';
    case 'not_multiple_of':
      return `Harus kelipatan ${amount(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Isian tidak dikenal: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return `Pilih salah satu: ${issue.values.map(String).join(', ')}`;
    default:
      return 'Nilai tidak valid';
  }
};

// Installed once for every schema: common.ts imports this file, and every shared schema imports common.ts.
z.config({ localeError: indonesianZodError });
