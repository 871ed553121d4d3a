/**
 * Code 128 (ISO/IEC 15417), code set B only: order numbers are printable ASCII, so the shifts and code
 * set C of a general encoder would buy nothing but size (ADR 088, the packing slips).
 *
 * Each symbol value 0..106 is six widths in modules, bar first (the stop has a seventh, its closing bar);
 * a symbol is 11 modules wide, the stop 13. Ten values a row, so value n is row n / 10, column n % 10.
 */
// biome-ignore format: the table keeps ten values a row
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128_START_B = 104;
export const CODE128_STOP = 106;

/** The symbol values of `value` in code set B: Start B, one per character, the checksum, Stop. */
export function code128Symbols(value: string): number[] {
  const data = [...value].map((char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 32 || code > 126) {
      throw new Error(`Code 128 B cannot encode ${JSON.stringify(char)} (only ASCII 32-126)`);
    }
    return code - 32;
  });
  // Modulo-103 weighted sum: the start counts once, the nth data symbol n times.
  const checksum = data.reduce((sum, v, i) => sum + v * (i + 1), CODE128_START_B) % 103;
  return [CODE128_START_B, ...data, checksum, CODE128_STOP];
}

/**
 * The bar and space widths (in modules, bar first, alternating) of `value` as Code 128 B, from the start
 * symbol to the stop's last bar. The quiet zones either side are the renderer's to add.
 */
export function code128Widths(value: string): number[] {
  return code128Symbols(value).flatMap((symbol) => [...CODE128_PATTERNS[symbol]!].map(Number));
}
