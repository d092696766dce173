import type { Catalogue } from '../../catalogue.js';

/** Yönetim paneli ayarlar sayfası (şartname bölüm 2, 5, 8 ve 9). */
export const settings = {
  title: 'Ayarlar',
  subtitle: 'Kiosklar ve satış noktası için varsayılanlar',
  offline: 'Sunucuya ulaşılamadı. Bu cihazda kayıtlı ayarlar gösteriliyor.',
  retry: 'Tekrar dene',
  save: 'Ayarları Kaydet',
  saving: 'Kaydediliyor...',
  discard: 'Değişiklikleri geri al',
  unsaved: 'Kaydedilmemiş değişiklikler var',
  upToDate: 'Tüm değişiklikler kaydedildi',
  settingsSavedSuccess: 'Ayarlar başarıyla kaydedildi',
  settingsSaveError: 'Ayarlar kaydedilemedi',
  savedLocally: 'Yalnızca bu cihaza kaydedildi: sunucuya ulaşılamadı',
  language: {
    title: 'Dil',
    description: 'Satış noktasının açılış dili.',
    label: 'Varsayılan POS dili',
  },
  currency: {
    title: 'Para Birimi',
    description: 'Fiyatların gösterildiği para birimi ve diğer birimlere çevrimi.',
    label: 'Varsayılan para birimi',
    rates: 'Döviz kurları',
    ratesHint: 'Birinci para biriminin bir biriminin ikinci para birimindeki karşılığı.',
    rateLabel: '{{from}} → {{to}}',
    resetRates: 'Varsayılan kurlar',
  },
  customerInfo: {
    title: 'Müşteri Bilgisi',
    description: 'Kiosk ve satış noktasının müşteri bilgilerini ne zaman isteyeceği.',
    enabled: 'Müşteri bilgisi topla',
    enabledHint: 'Eşiğin üzerinde ad, T.C. kimlik no ve ilçe istenir.',
    amount: 'Alt sınır tutarı',
    operator: 'Koşul',
    operators: {
      equal: 'Tutara eşit',
      equal_or_greater: 'Tutara eşit veya büyük',
      greater: 'Tutardan büyük',
    },
    summary: {
      equal: 'Toplam tam olarak {{amount}} olduğunda müşteri bilgisi istenir.',
      equal_or_greater: 'Toplam {{amount}} veya üzerinde olduğunda müşteri bilgisi istenir.',
      greater: 'Toplam {{amount}} tutarını aştığında müşteri bilgisi istenir.',
      off: 'Müşteri bilgisi hiçbir zaman istenmez.',
    },
    taxNotice:
      'Vergi mevzuatı: {{amount}} ve üzerindeki perakende satışlarda alıcının kimlik bilgilerinin belgede yer alması gerekir. Tutarı yürürlükteki yasal sınırla uyumlu tutun.',
  },
  display: {
    title: 'Ürün Görselleri',
    description: 'Ürünlerin satış noktasında nasıl görüneceği.',
    showImages: 'Ürün görsellerini göster',
    showImagesHint: 'Kasa ekranında sade, yalnızca metinden oluşan bir ürün listesi için kapatın.',
  },
  payAtCounter: {
    title: 'Kasada Ödeme',
    description: 'Müşteriler kioskta sipariş verip kasada ödeyebilir.',
    label: 'Kasada ödemeye izin ver',
    hint: 'Kiosk “Kasada öde” seçeneğini sunar; sipariş kasalarda açık sipariş olarak görünür.',
  },
  successScreen: {
    title: 'Kiosk Onay Ekranı',
    description:
      'Ödeme başarılı olduktan sonra sıra numarası ve dijital fiş QR kodunun ekranda kalma süresi.',
    label: 'Ekranda kalma süresi',
    unit: 'saniye',
    hint: 'Varsayılan {{default}} saniye; {{min}}–{{max}} saniye arası. Müşteri ekrana dokunursa ekran “Yeni sipariş”e basılana kadar açık kalır.',
    invalid: 'Süre {{min}} ile {{max}} arasında tam sayı (saniye) olmalıdır.',
  },
} satisfies Catalogue;
