/** Yönetim: mutfak istasyonları ve pişirdikleri kategoriler. */
export const kitchenStations = {
  description:
    'Her istasyonun mutfak ekranı yalnızca kendi kategorilerindeki ürünleri gösterir. Varsayılan istasyon, başka istasyona atanmamış her şeyi hazırlar.',
  name: 'İstasyon adı',
  categories: 'Hazırladığı kategoriler',
  defaultCategories: 'Ayrıca hazırladığı kategoriler (başka istasyona atanmamış her şeyi zaten hazırlar)',
  default: 'Varsayılan',
  save: 'Kaydet',
  add: 'İstasyon ekle',
  delete: 'Sil',
  new: 'Yeni istasyon',
  saved: 'İstasyon kaydedildi',
};
