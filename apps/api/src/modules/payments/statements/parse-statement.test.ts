import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';
import { STATEMENT_MAX_BYTES } from './statement-text.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const text = (s: string) => new TextEncoder().encode(s);
/** The credits without their fingerprints, as [line, date, amount, description]. */
const creditsOf = (name: string) =>
  parseStatement(fixture(name)).credits.map((c) => [c.line_no, c.date, c.amount, c.description]);

function refusal(bytes: Uint8Array): { code: string; message: string } {
  try {
    parseStatement(bytes);
  } catch (err) {
    return { code: (err as { code: string }).code, message: (err as Error).message };
  }
  throw new Error('the statement was read');
}

describe('statement formats, found by their content', () => {
  it('reads a KlikBCA export: no year in the dates, CR/DB in its own column, PEND, summary rows', () => {
    const parsed = parseStatement(fixture('bca-klikbca.csv'));
    expect(parsed).toMatchObject({ format: 'bca', others: 4, from: '2026-11-02', to: '2026-11-20' });
    expect(creditsOf('bca-klikbca.csv')).toEqual([
      [7, '2026-11-02', 1250198, 'TRSF E-BANKING CR 0211/FTSCY/WS95031 1250198.00 BUDI SANTOSO'],
      [9, '2026-11-05', 875321, 'TRSF E-BANKING CR 0511/FTSCY/WS95051 875321.00 RINA, UNTUK ORDER'],
      [10, '2026-11-05', 2100450, 'SWITCHING CR TRANSFER DR 008 DEWI LESTARI'],
      [11, '2026-11-10', 3400077, 'KR OTOMATIS LLG-ANTAR BANK AGUS WIBOWO'],
      [13, '2026-11-16', 1499875, 'TRSF E-BANKING CR 1611/FTSCY/WS95031 1499875.00 HENDRA GUNAWAN'],
      [15, '2026-11-20', 650432, 'TRSF E-BANKING CR 2011/FTSCY/WS95031 650432.00 SITI AMINAH'],
    ]);
  });

  it('reads a myBCA export: CR/DB after the amount, English grouping, interest with sen left aside', () => {
    const parsed = parseStatement(fixture('bca-mybca.csv'));
    expect(parsed).toMatchObject({ format: 'bca', others: 4, from: '2026-11-16', to: '2026-11-26' });
    expect(creditsOf('bca-mybca.csv')).toEqual([
      [8, '2026-11-16', 1499875, 'TRSF E-BANKING CR 1611/FTSCY/WS95031 1499875.00 HENDRA GUNAWAN'],
      [10, '2026-11-20', 650432, 'TRSF E-BANKING CR 2011/FTSCY/WS95031 650432.00 SITI AMINAH'],
      [12, '2026-11-23', 1875209, 'TRSF E-BANKING CR 2311/FTSCY/WS95051 1875209.00 YULIA PUTRI'],
      [13, '2026-11-24', 4125066, 'BI-FAST CR TRANSFER DR 009 BAMBANG SUSILO'],
      // PEND: booked today, dated the period's last day.
      [16, '2026-11-26', 998877, 'TRSF E-BANKING CR 2611/FTSCY/WS95031 998877.00 ANDI PRATAMA'],
    ]);
  });

  it('gives the same mutation the same fingerprint in two exports of overlapping periods', () => {
    const klik = parseStatement(fixture('bca-klikbca.csv')).credits;
    const my = parseStatement(fixture('bca-mybca.csv')).credits;
    const shared = my.filter((c) => klik.some((k) => k.fingerprint === c.fingerprint));
    expect(shared.map((c) => c.amount)).toEqual([1499875, 650432]);
    expect(new Set([...klik, ...my].map((c) => c.fingerprint)).size).toBe(klik.length + my.length - 2);
  });

  it('reads a BNI Direct export: Post Date with time, debit and credit columns, balance rows', () => {
    expect(parseStatement(fixture('bni-direct.csv'))).toMatchObject({ format: 'bni', others: 2 });
    expect(creditsOf('bni-direct.csv')).toEqual([
      [7, '2026-11-03', 1250198, 'TRANSFER DARI | PEMINDAHAN DARI 1234567890 Sdr BUDI SANTOSO'],
      [9, '2026-11-07', 2100450, 'TRF/PAY/TOP-UP ECHANNEL | BIFAST DARI 014 DEWI LESTARI'],
      [10, '2026-11-15', 3400077, 'TRANSFER DARI | PEMINDAHAN DARI 2233445566 Sdr AGUS WIBOWO'],
    ]);
  });

  it('reads a BNI personal export: semicolons, Cr/Db type, Indonesian grouping', () => {
    expect(parseStatement(fixture('bni-personal.csv'))).toMatchObject({ format: 'bni', others: 2 });
    expect(creditsOf('bni-personal.csv')).toEqual([
      [7, '2026-11-03', 1250198, 'TRANSFER DARI BUDI SANTOSO'],
      [9, '2026-11-07', 2100450, 'BIFAST DARI DEWI LESTARI'],
      [10, '2026-11-15', 3400077, 'TRANSFER DARI AGUS WIBOWO'],
    ]);
  });

  it("reads a Mandiri Livin' export: two description columns, DD/MM/YY", () => {
    expect(parseStatement(fixture('mandiri-livin.csv'))).toMatchObject({ format: 'mandiri', others: 2 });
    expect(creditsOf('mandiri-livin.csv')).toEqual([
      [2, '2026-11-02', 1250198, 'SA OB CA No Book DARI BUDI SANTOSO TRANSFER ORDER'],
      [4, '2026-11-09', 875321, 'Transfer Otomatis DARI 9000006726914 KE 1370012345678'],
      [5, '2026-11-14', 2100450, 'BI-FAST CR DARI BANK BCA RINA MARLINA'],
    ]);
  });

  it('reads a Mandiri Kopra export: semicolons, the month written out', () => {
    expect(parseStatement(fixture('mandiri-kopra.csv'))).toMatchObject({
      format: 'mandiri',
      others: 2,
      to: '2026-11-30',
    });
    expect(creditsOf('mandiri-kopra.csv')).toEqual([
      [2, '2026-11-02', 1250198, 'BUDI SANTOSO Trf Inw CN BANK CENTRAL ASIA'],
      [4, '2026-11-09', 2100450, 'DEWI LESTARI Trf Inw BIFAST BANK BNI'],
      [5, '2026-11-12', 3400077, 'AGUS WIBOWO PEMBAYARAN Trf Inw CN BANK BRI'],
    ]);
  });

  it('reads MT940: SWIFT blocks, :61: with its :86: over two lines, a whole amount without sen digits', () => {
    expect(parseStatement(fixture('mandiri.mt940'))).toMatchObject({ format: 'mt940', others: 2 });
    expect(creditsOf('mandiri.mt940')).toEqual([
      [6, '2026-11-02', 1250198, 'TRF INW CN BANK CENTRAL ASIA BUDI SANTOSO'],
      [11, '2026-11-09', 2100450, 'BIFAST CR DEWI LESTARI'],
      [13, '2026-11-12', 3400077, 'TRF INW CN BANK BRI AGUS WIBOWO PEMBAYARAN'],
    ]);
  });

  it('reads the plain CSV: both date forms, dotted and bare amounts, debits negative, blank rows', () => {
    expect(parseStatement(fixture('plain.csv'))).toMatchObject({ format: 'csv', others: 2 });
    expect(creditsOf('plain.csv')).toEqual([
      [2, '2026-11-03', 1250198, 'Transfer dari Budi Santoso'],
      [4, '2026-11-07', 2100450, 'BI-FAST Dewi Lestari'],
      [6, '2026-11-15', 3400077, 'Setoran tunai Agus Wibowo'],
    ]);
  });

  it('reads the plain CSV saved by an Indonesian spreadsheet (semicolons, ,00)', () => {
    const parsed = parseStatement(
      text('Tanggal;Keterangan;Jumlah\r\n20/11/2026;Transfer Sari;1.250.198,00\r\n'),
    );
    expect(parsed.credits.map((c) => [c.date, c.amount])).toEqual([['2026-11-20', 1250198]]);
  });

  it('puts a BCA December line of a period over New Year in the first year', () => {
    const csv = [
      'Periode : 28/12/2026 - 03/01/2027',
      'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
      "'30/12,'TRSF E-BANKING CR A,'0000,100000.00,CR,100000.00",
      "'02/01,'TRSF E-BANKING CR B,'0000,200000.00,CR,300000.00",
    ].join('\n');
    expect(parseStatement(text(csv)).credits.map((c) => c.date)).toEqual(['2026-12-30', '2027-01-02']);
  });

  it('gives two identical transfers of one day two fingerprints, the same in every export', () => {
    const csv = (extra: string) =>
      `tanggal,keterangan,jumlah\n${extra}2026-11-20,TRANSFER A,100000\n2026-11-20,TRANSFER A,100000\n`;
    const one = parseStatement(text(csv(''))).credits.map((c) => c.fingerprint);
    const two = parseStatement(text(csv('2026-11-19,TRANSFER B,5000\n'))).credits.map((c) => c.fingerprint);
    expect(one[0]).not.toBe(one[1]);
    expect(two.slice(1)).toEqual(one);
  });
});

describe('statement refusals name the line, in Indonesian', () => {
  it('refuses the export of a bank it does not know (BRI), naming the first line', () => {
    expect(refusal(fixture('unknown-bank.csv'))).toEqual({
      code: 'STATEMENT_UNREADABLE',
      message:
        'Baris 1: format mutasi tidak dikenali. Unggah ekspor CSV mutasi BCA, BNI atau Mandiri, berkas MT940, ' +
        'atau CSV dengan judul kolom tanggal,keterangan,jumlah',
    });
  });

  it.each([
    ['an empty file', '', 'Berkas mutasi kosong'],
    [
      'a header and a date it cannot read',
      'tanggal,keterangan,jumlah\n2026-11-01,A,1000\n31/02/2026,B,5\n',
      "Baris 3: tanggal '31/02/2026' tidak terbaca",
    ],
    [
      'an amount with sen in the plain CSV',
      'tanggal,keterangan,jumlah\n2026-11-01,A,1250.50\n',
      "Baris 2: jumlah '1250.50' tidak terbaca",
    ],
    [
      'an amount past 2^53',
      'tanggal,keterangan,jumlah\n2026-11-01,A,9007199254740993\n',
      'Baris 2: jumlah 9007199254740993 terlalu besar',
    ],
    [
      'a bank amount past 2^53',
      'Post Date,Value Date,Branch,Journal No.,Description,Debit,Credit\n01/11/26,01/11/26,1,2,A,.00,"99,999,999,999,999,999.00"\n',
      'Baris 2: jumlah 99,999,999,999,999,999.00 terlalu besar',
    ],
    [
      'a row with a comma outside quotes',
      'tanggal,keterangan,jumlah\n2026-11-01,Bayar, listrik,-5000\n',
      'Baris 2: perlu 3 kolom',
    ],
    [
      'a BCA date without the Periode line',
      "Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo\n'05/11,'A,'0000,100.00,CR,100.00\n",
      'Baris 2: tanggal 05/11 tanpa tahun',
    ],
    [
      'a BCA amount without CR or DB',
      "Periode : 01/11/2026 - 30/11/2026\nTanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo\n'05/11,'A,'0000,100.00,,100.00\n",
      "Baris 3: jumlah '100.00' tanpa tanda CR atau DB",
    ],
    [
      'a Kopra line in dollars',
      'AccountNo;Ccy;PostDate;Remarks;AdditionalDesc;Credit Amount;Debit Amount;Close Balance\n1;USD;02 November 2026 10:14:33;A;B;100.00;0.00;100.00\n',
      'Baris 2: mata uang USD',
    ],
    [
      'an MT940 statement line it cannot read',
      ':20:X\n:25:1\n:60F:C261101IDR0,00\n:61:26110C100,00NTRF\n',
      'Baris 4: baris mutasi :61: tidak terbaca',
    ],
    [
      'an MT940 statement in euros',
      ':20:X\n:25:1\n:60F:C261101EUR0,00\n:61:2611011101C100,00NTRFNONREF\n',
      'Baris 3: mata uang EUR',
    ],
  ])('refuses %s', (_what, content, message) => {
    const answer = refusal(text(content));
    expect(answer.code).toBe('STATEMENT_UNREADABLE');
    expect(answer.message).toContain(message);
  });

  it('refuses a file with a NUL byte, naming its line', () => {
    const bytes = text('tanggal,keterangan,jumlah\n2026-11-01,A,1000\n2026-11-02,B\u0000,5\n');
    expect(refusal(bytes)).toEqual({
      code: 'STATEMENT_UNREADABLE',
      message:
        'Baris 3: berkas berisi karakter NUL, bukan teks: simpan atau unduh mutasi sebagai CSV (atau MT940)',
    });
  });

  it('refuses a binary file named .csv (a workbook, a PDF, random bytes) by what it is', () => {
    expect(refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])).message).toBe(
      'Berkas ini Excel (XLSX) atau ZIP, bukan teks: simpan atau unduh mutasi sebagai CSV (atau MT940)',
    );
    expect(refusal(text('%PDF-1.7\n...')).message).toContain('Berkas ini PDF, bukan teks');
    expect(refusal(Uint8Array.from([0x41, 0x0a, 0x42, 0x07, 0x1b, 0x90, 0x91]))).toMatchObject({
      code: 'STATEMENT_UNREADABLE',
      message: expect.stringContaining('Baris 2: berkas berisi data biner'),
    });
  });

  it('refuses a file over 5 MB before reading it', () => {
    const big = new Uint8Array(STATEMENT_MAX_BYTES + 1).fill(0x41);
    expect(refusal(big)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Berkas mutasi maksimal 5 MB: unduh periode yang lebih pendek',
    });
  });

  it('reads a Windows-1252 file (a spreadsheet on Windows) instead of refusing it', () => {
    const bytes = Uint8Array.from([
      ...text('tanggal,keterangan,jumlah\n2026-11-01,Caf'),
      0xe9,
      ...text(',5000\n'),
    ]);
    expect(parseStatement(bytes).credits[0]!.description).toBe('Café');
  });
});
