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
  move: {
    title: 'Kategori başka bir istasyonda',
    line: '"{{category}}" şu an "{{station}}" istasyonunda.',
    question: '"{{station}}" istasyonuna taşınsın mı? Önceki istasyonun ekranı bu ürünleri artık göstermez.',
    confirm: 'Taşı',
  },
  errors: {
    nameRequired: 'İstasyon adı gereklidir',
    name_taken: 'Bu adla bir istasyon zaten var',
    reserved_category: '"Tümü" bir kategori değil; istasyona verilemez',
    unknown_category: 'Seçilen kategorilerden biri artık yok; sayfayı yenileyin',
    default_station: 'Varsayılan istasyon silinemez',
    station_not_found: 'İstasyon bulunamadı; sayfayı yenileyin',
    generic: 'İstasyon kaydedilemedi; tekrar deneyin',
  },
};
