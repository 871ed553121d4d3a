// A static QRIS as a shop owner's printed sticker carries it, made up for the tests (no real merchant):
// a regional bank's merchant account (26: its domain, the merchant PAN, the merchant id, the criteria
// 'UMI'), the national QRIS template (51: 'ID.CO.QRIS.WWW', the NMID, 'UMI'), a furniture shop's category
// 5712, rupiah (360), Indonesia, the name, the city, the postal code, a terminal label (62) and the CRC.
export const STATIC_QRIS =
  '00020101021126710019ID.CO.BANKJATIM.WWW011893600114000024681002150001950135724680303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10261357924680303UMI5204571253033605802ID' +
  '5923TOKO FURNITUR INDONESIA6008SURABAYA61056011162110707KASIR016304730A';

export const STATIC_QRIS_NMID = 'ID1026135792468';
