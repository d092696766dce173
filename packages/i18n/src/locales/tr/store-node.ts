/** Mağaza sunucusu (issue 36): menü ve ayarlar merkezde düzenlenir; merkez, mağaza sunucusunun siparişini değiştirmez. */
export const storeNode = {
  banner: 'Bu mağaza sunucusu; menü ve ayarlar merkezde düzenlenir:',
  bannerNoLink: 'Bu mağaza sunucusu; menü ve ayarlar merkezde düzenlenir.',
  centralAdmin: 'Merkez yönetim paneli',
  orderOwned: 'Bu sipariş mağaza sunucusunda; değişikliği mağazada yapın.',
  orderOwnedTitle: 'Mağaza sunucusunun siparişi',
};
