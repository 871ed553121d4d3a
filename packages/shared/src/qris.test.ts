import { describe, expect, it } from 'vitest';
import { STATIC_QRIS, STATIC_QRIS_NMID } from './qris.fixtures.ts';
import { crc16, dynamicQris, parseQris, parseTlv, QRIS_DYNAMIC, QrisError, writeTlv } from './qris.ts';

/** The root data objects' ids in the order they are written. */
const ids = (payload: string) => parseTlv(payload).map((f) => f.id);

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE: the check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('pads to four upper-case hex digits', () => {
    expect(crc16('')).toBe('FFFF');
    expect(crc16(STATIC_QRIS.slice(0, -4))).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('parseTlv', () => {
  it('reads nested merchant account templates and the additional data template', () => {
    const fields = parseTlv(STATIC_QRIS);
    expect(fields.map((f) => f.id)).toEqual([
      '00',
      '01',
      '26',
      '51',
      '52',
      '53',
      '58',
      '59',
      '60',
      '61',
      '62',
      '63',
    ]);
    expect(fields.find((f) => f.id === '26')?.children?.map((c) => [c.id, c.value])).toEqual([
      ['00', 'ID.CO.BANKJATIM.WWW'],
      ['01', '936001140000246810'],
      ['02', '000195013572468'],
      ['03', 'UMI'],
    ]);
    expect(fields.find((f) => f.id === '62')?.children).toEqual([{ id: '07', value: 'KASIR01' }]);
  });

  it('writes back exactly what it read', () => {
    expect(writeTlv(parseTlv(STATIC_QRIS))).toBe(STATIC_QRIS);
  });

  it('names the place of a broken data object', () => {
    expect(() => parseTlv('000201010X11')).toThrow(/character 7/);
    expect(() => parseTlv('0002010115ab')).toThrow(/data object 01 at character 7 is longer/);
    // Inside a template the place is still counted from the start of the whole payload.
    expect(() => parseTlv('0002012608000201X1')).toThrow(/character 17/);
  });
});

describe('parseQris', () => {
  it('reads the merchant, the NMID and a static code without an amount', () => {
    const qris = parseQris(STATIC_QRIS);
    expect(qris).toMatchObject({
      initiation: '11',
      amount: null,
      merchantName: 'TOKO FURNITUR INDONESIA',
      merchantCity: 'SURABAYA',
      nmid: STATIC_QRIS_NMID,
    });
  });

  it('accepts the payload with a line break or spaces around it, as a copied text often has', () => {
    expect(parseQris(`  ${STATIC_QRIS}\n`).merchantName).toBe('TOKO FURNITUR INDONESIA');
  });

  it('refuses a payload whose CRC does not check, saying both checksums', () => {
    const changed = STATIC_QRIS.replace('SURABAYA', 'SURABAYO');
    expect(() => parseQris(changed)).toThrow(QrisError);
    expect(() => parseQris(changed)).toThrow(
      /the CRC does not check: tag 63 says 730A but the payload's checksum is [0-9A-F]{4}/,
    );
  });

  it('refuses a payload cut off when it was copied', () => {
    expect(() => parseQris(STATIC_QRIS.slice(0, -2))).toThrow(QrisError);
    expect(() => parseQris(STATIC_QRIS.slice(0, 100))).toThrow(QrisError);
  });

  it('refuses what is not a rupiah QRIS of a merchant', () => {
    const signed = (body: string) => `${body}6304${crc16(`${body}6304`)}`;
    const body = STATIC_QRIS.slice(0, -8);
    expect(() => parseQris(signed(body.replace('5303360', '5303458')))).toThrow(/not in rupiah/);
    expect(() => parseQris(signed(body.replace('5802ID', '5802MY')))).toThrow(/not Indonesian/);
    expect(() => parseQris(signed('000201010211530336058 02ID'.replace(' ', '')))).toThrow(
      /merchant account/,
    );
    expect(() => parseQris(signed(body.replace('000201', '000202')))).toThrow(/payload format/);
    expect(() => parseQris(signed(body.replace('010211', '010213')))).toThrow(/point of initiation is 13/);
    expect(() => parseQris('hello')).toThrow(QrisError);
  });
});

describe('dynamicQris', () => {
  it('sets point of initiation 12 and tag 54 to the amount, in ascending order, with a new CRC', () => {
    const payload = dynamicQris(STATIC_QRIS, 1_250_198);
    // Worked out by hand from the static code: 010211 -> 010212, 5407 1250198 after 53, then the CRC.
    expect(payload).toBe(
      '00020101021226710019ID.CO.BANKJATIM.WWW011893600114000024681002150001950135724680303UMI' +
        '51440014ID.CO.QRIS.WWW0215ID10261357924680303UMI520457125303360540712501985802ID' +
        '5923TOKO FURNITUR INDONESIA6008SURABAYA61056011162110707KASIR016304A8CF',
    );
    const qris = parseQris(payload);
    expect(qris.initiation).toBe(QRIS_DYNAMIC);
    expect(qris.amount).toBe(1_250_198);
    expect(qris.nmid).toBe(STATIC_QRIS_NMID);
  });

  it('keeps every other data object of the merchant exactly as printed', () => {
    const before = parseTlv(STATIC_QRIS).filter((f) => !['01', '54', '63'].includes(f.id));
    const after = parseTlv(dynamicQris(STATIC_QRIS, 475_000)).filter(
      (f) => !['01', '54', '63'].includes(f.id),
    );
    expect(after).toEqual(before);
  });

  it('replaces the amount of a code that already has one, and inserts tag 01 when the code had none', () => {
    const once = dynamicQris(STATIC_QRIS, 10_000);
    const twice = dynamicQris(once, 20_500);
    expect(parseQris(twice).amount).toBe(20_500);
    expect(ids(twice).filter((id) => id === '54')).toHaveLength(1);

    const body = STATIC_QRIS.slice(0, -8).replace('010211', '');
    const withoutInitiation = `${body}6304${crc16(`${body}6304`)}`;
    expect(parseQris(withoutInitiation).initiation).toBe('11');
    const made = dynamicQris(withoutInitiation, 99);
    expect(ids(made).slice(0, 3)).toEqual(['00', '01', '26']);
    expect(parseQris(made).initiation).toBe('12');
  });

  it('puts the CRC last even after templates numbered above 63', () => {
    const body = `${STATIC_QRIS.slice(0, -8)}64060002ID`;
    const payload = dynamicQris(`${body}6304${crc16(`${body}6304`)}`, 5_000);
    expect(ids(payload).slice(-3)).toEqual(['62', '64', '63']);
    expect(parseQris(payload).amount).toBe(5_000);
  });

  it('drops a tip prompt or fee of the sticker, so the app asks exactly the amount', () => {
    const body = STATIC_QRIS.slice(0, -8).replace('5802ID', '550201560410005802ID');
    const withTip = `${body}6304${crc16(`${body}6304`)}`;
    expect(ids(withTip)).toContain('55');
    const made = dynamicQris(withTip, 1_250_198);
    expect(ids(made)).not.toContain('55');
    expect(ids(made)).not.toContain('56');
    expect(parseQris(made).amount).toBe(1_250_198);
  });

  it('refuses an amount that is not whole rupiah from 1 up', () => {
    for (const amount of [0, -5, 12.5, Number.NaN, 10_000_000_000_000]) {
      expect(() => dynamicQris(STATIC_QRIS, amount)).toThrow(QrisError);
    }
  });
});
