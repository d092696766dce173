import type { Catalogue } from '../../catalogue.js';

/** Yönetim: POS cihaz yönetimi, terminaller ve CLOUD bağlantı anahtarları. */
export const posDevices = {
  title: 'POS Cihaz Yönetimi',
  subtitle: 'Kart terminalleri, hizmet verdikleri kiosk ve bağlantı şekilleri',
  refresh: 'Yenile',
  loadError: 'Terminaller yüklenemedi',
  count_one: '{{count}} terminal',
  count_other: '{{count}} terminal',
  cloudHint:
    'CLOUD terminaller sunucuya kendi anahtarlarıyla bağlanır; REST terminallere yerel ağ üzerinden ulaşılır.',
  empty: {
    title: 'Henüz POS cihazı eklenmemiş',
    description: 'Kart terminalleri eklendiğinde burada görünür.',
  },
  serial: 'Seri numarası',
  kiosk: 'Kiosk',
  noKiosk: 'Bir kioska bağlı değil',
  mode: {
    label: 'Ödeme modu',
    REST: 'REST',
    CLOUD: 'CLOUD',
  },
  status: {
    connected: 'Bağlı',
    connecting: 'Bağlanıyor',
    disconnected: 'Bağlı değil',
    passive: 'Pasif',
  },
  lastConnected: 'Son bağlantı',
  never: 'Hiç',
  token: {
    label: 'CLOUD anahtarı',
    set: 'Tanımlı',
    notSet: 'Tanımlı değil',
    rotatedAt: '{{time}} tarihinde yenilendi',
    neverRotated: 'İlk anahtar, hiç yenilenmedi',
    notSetHint: 'Anahtar oluşturulana kadar terminal CLOUD modunda bağlanamaz.',
    rotate: 'Anahtarı yenile',
    create: 'Anahtar oluştur',
    confirmTitle: '{{name}} için CLOUD anahtarı yenilensin mi?',
    confirmCreateTitle: '{{name}} için CLOUD anahtarı oluşturulsun mu?',
    confirmDescription: 'Yeni bir anahtar oluşturulur ve size yalnızca bir kez gösterilir.',
    confirmWarning:
      'Mevcut anahtar hemen geçersiz olur: terminalin bağlantısı kesilir ve yeni anahtar terminale girilene kadar CLOUD modunda kartlı ödeme alamaz.',
    confirm: 'Anahtarı yenile',
    confirmCreate: 'Anahtar oluştur',
    rotated: '{{serial}} için yeni CLOUD anahtarı oluşturuldu',
    error: 'Anahtar yenilenemedi',
    newTitle: 'Yeni CLOUD anahtarı',
    newDescription: 'Terminal {{serial}}',
    onceTitle: 'Bu anahtar bir daha gösterilmeyecek',
    onceWarning:
      'Şimdi kopyalayıp terminale girin. Sunucu yalnızca anahtarın parmak izini saklar: kaybolursa anahtarı yeniden yenileyin.',
    tokenLabel: 'Anahtar',
    copy: 'Kopyala',
    copied: 'Anahtar kopyalandı',
    copyFailed: 'Kopyalanamadı: anahtarı seçip elle kopyalayın',
    done: 'Kaydettim',
  },
} satisfies Catalogue;
