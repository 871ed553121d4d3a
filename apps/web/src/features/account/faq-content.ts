// The help page's questions (docs/product.md 2.7): three categories of three, with the spec's content.
export const FAQ: {
  category: 'Pembelian' | 'Pemesanan' | 'Pengiriman';
  items: { q: string; a: string }[];
}[] = [
  {
    category: 'Pembelian',
    items: [
      {
        q: 'Metode pembayaran apa saja yang tersedia?',
        a: 'Kamu dapat membayar melalui transfer bank, e-wallet, atau kartu kredit/debit.',
      },
      {
        q: 'Apakah harga produk sudah termasuk pajak?',
        a: 'Ya, semua harga sudah termasuk pajak. Biaya pengiriman dihitung terpisah.',
      },
      {
        q: 'Bagaimana cara mengonfirmasi pembayaran?',
        a: 'Setelah transfer, tekan tombol Konfirmasi Pembayaran di halaman pembayaran. Kamu akan diarahkan ke WhatsApp penjual untuk mengirim bukti transfer.',
      },
    ],
  },
  {
    category: 'Pemesanan',
    items: [
      {
        q: 'Bisakah saya membatalkan pesanan?',
        a: 'Pesanan dapat dibatalkan selama belum diproses, melalui tombol Batalkan Pesanan di Detail Transaksi.',
      },
      {
        q: 'Berapa lama pesanan saya diproses?',
        a: 'Pesanan diproses dalam 1-2 hari kerja setelah pembayaran dikonfirmasi.',
      },
      {
        q: 'Bisakah saya mengubah alamat pengiriman?',
        a: 'Alamat pengiriman dapat diubah sebelum pesanan diproses. Hubungi kami melalui WhatsApp secepatnya.',
      },
    ],
  },
  {
    category: 'Pengiriman',
    items: [
      {
        q: 'Berapa lama waktu pengiriman?',
        a: 'Pengiriman dalam kota memakan waktu 1-2 hari, sedangkan luar kota 3-5 hari kerja.',
      },
      {
        q: 'Apakah tersedia pengiriman ekspres?',
        a: 'Ya, pengiriman ekspres tersedia dengan biaya tambahan.',
      },
      {
        q: 'Bagaimana cara melacak pesanan saya?',
        a: 'Setelah pesanan dikirim, Nomor Resi tampil di Detail Transaksi.',
      },
    ],
  },
];
