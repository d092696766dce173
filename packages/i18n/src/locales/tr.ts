import type { Catalogue } from '../catalogue.js';
import { alerts } from './tr/alerts.js';
import { catalogue } from './tr/catalogue.js';
import { configurator } from './tr/configurator.js';
import { customer } from './tr/customer.js';
import { fleet } from './tr/fleet.js';
import { kiosk } from './tr/kiosk.js';
import { kitchenStations } from './tr/kitchen-stations.js';
import { nodeLink } from './tr/node-link.js';
import { optionGroups } from './tr/option-groups.js';
import { orders } from './tr/orders.js';
import { payment } from './tr/payment.js';
import { posDevices } from './tr/pos-devices.js';
import { pricing } from './tr/pricing.js';
import { printers } from './tr/printers.js';
import { receipt } from './tr/receipt.js';
import { reports } from './tr/reports.js';
import { saleCheckout } from './tr/sale-checkout.js';
import { saleKitchen } from './tr/sale-kitchen.js';
import { saleOpenOrders } from './tr/sale-open-orders.js';
import { salePricing } from './tr/sale-pricing.js';
import { salePrinter } from './tr/sale-printer.js';
import { saleTerminalTest } from './tr/sale-terminal-test.js';
import { saleTill } from './tr/sale-till.js';
import { saleTillSession } from './tr/sale-till-session.js';
import { settings } from './tr/settings.js';
import { setup } from './tr/setup.js';
import { staff } from './tr/staff.js';
import { storeNode } from './tr/store-node.js';
import { adminTillPin, saleTillPin } from './tr/till-pin.js';
import { tillSessions } from './tr/till-sessions.js';
import { welcomeSettings } from './tr/welcome-settings.js';

export const common = {
  brand: 'Kiosk POS',
  appName: {
    kiosk: 'Kiosk',
    sale: 'Satış Noktası',
    admin: 'Yönetim Paneli',
  },
  roles: {
    user: 'Kullanıcı',
    cashier: 'Kasiyer',
    admin: 'Yönetici',
    super_admin: 'Süper Yönetici',
    kiosk: 'Kiosk cihazı',
  },
};

export const ui = {
  loading: 'Yükleniyor...',
  close: 'Kapat',
  cancel: 'İptal',
  language: {
    label: 'Dil',
    names: {
      tr: 'Türkçe',
      en: 'English',
    },
  },
  connection: {
    reconnecting: 'Sunucuya yeniden bağlanılıyor…',
    detail: 'Bağlantı gelince ekran kendiliğinden güncellenir.',
  },
  update: {
    ready: 'Yeni sürüm hazır.',
    reload: 'Yenile',
  },
  comingSoon: {
    badge: 'Yakında',
    description: 'Bu bölüm üzerinde çalışıyoruz ve çok yakında kullanıma açılacak.',
  },
  pagination: {
    label: 'Sayfalama',
    previous: 'Önceki sayfa',
    next: 'Sonraki sayfa',
    page: 'Sayfa {{page}}',
  },
};

// Built in a call marked pure: the kiosk imports this module for its shared texts and, without
// it, keeps the till's checkout texts (the spread below) in its start-up code.
export const sale = /* @__PURE__ */ (() => ({
  // checkout and orders / refunds (their own file)
  ...saleCheckout,
  title: 'Satış Noktası',
  adminLink: 'Yönetim Paneli',
  // the till: top bar, products, cart, settings (their own file)
  till: saleTill,
  // the payment terminal test screen (its own file)
  terminalTest: saleTerminalTest,
  // the kitchen display and the order-ready board (their own file)
  kitchen: saleKitchen,
  printer: salePrinter,
  nodeLink,
  openOrders: saleOpenOrders,
  // meal deals, 'Menü yap', manual discounts, the manager PIN (issue 33)
  pricing: salePricing,
  // till sessions: float, cash in / out, handover, blind close, X report (their own file)
  tillSession: saleTillSession,
  // the till PIN screen, switching cashiers (issue 34)
  tillPin: saleTillPin,
  signIn: {
    title: 'Kasiyer Girişi',
    subtitle: 'Kasayı açmak için personel hesabınızla giriş yapın.',
    who: 'Kasiyerler ve yöneticiler giriş yapabilir.',
    panelTitle: 'Hızlı satış, tek ekranda',
    panelText: 'Sipariş alın, açık siparişleri yönetin ve kartla ödemeyi aynı ekrandan tamamlayın.',
    errors: {
      notStaff:
        'Bu hesabın kasa ekranını kullanma yetkisi yok. Lütfen kasiyer veya yönetici hesabıyla giriş yapın.',
    },
    notices: {
      sessionEnded: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
    },
  },
  user: {
    label: 'Oturum açan personel',
    signOut: 'Çıkış Yap',
  },
  highlights: {
    cart: 'Güncel sipariş ve ürün özelleştirme',
    openOrders: 'Açık siparişler ve iptal yönetimi',
    payment: 'Ödeme terminali ve test ekranı',
  },
}))();

const admin = {
  skipToContent: 'İçeriğe geç',
  invalidInput: 'Girilen değerlerden biri geçersiz; işaretli alanları kontrol edin.',
  nav: {
    label: 'Ana menü',
    dashboard: 'Kontrol Paneli',
    orders: 'Siparişler',
    products: 'Ürünler',
    categories: 'Kategoriler',
    configurator: 'Yapılandırıcı',
    kitchenStations: 'Mutfak İstasyonları',
    deals: 'Menüler',
    promotions: 'Kampanyalar',
    pricingRules: 'Fiyat ve Saatler',
    printers: 'Yazıcılar',
    kioskManagement: 'Kiosk Yönetimi',
    kioskMessenger: 'Kiosk Mesajları',
    reports: 'Raporlar',
    tillSessions: 'Kasa Oturumları',
    businessStoreManagement: 'İşletme ve Mağaza Yönetimi',
    posDeviceManagement: 'POS Cihaz Yönetimi',
    welcomeSettings: 'Karşılama Sayfası',
    settings: 'Ayarlar',
    staff: 'Personel',
    backToPos: "POS'a Dön",
  },
  sidebar: {
    collapse: 'Menüyü daralt',
    expand: 'Menüyü genişlet',
    open: 'Menüyü aç',
    close: 'Menüyü kapat',
  },
  sections: {
    dashboard: 'Ürün, kategori ve satış özetleri ile hızlı işlemler bu sayfada yer alacak.',
    orders: 'Kiosk ve kasa siparişlerini izleyip durumlarını buradan yönetebileceksiniz.',
    orderDetail: 'Sipariş #{{id}}',
    orderDetailDescription: 'Siparişin kalemleri, ödemesi ve makbuzu bu sayfada görüntülenecek.',
    products: 'Ürünleri ekleme, düzenleme, fiyatlandırma ve etkinleştirme işlemleri burada olacak.',
    categories: 'Ana kategorileri ve alt kategorileri buradan düzenleyebileceksiniz.',
    configurator: 'Ekmek, sos ve ekstra malzeme gibi özelleştirme adımları burada tanımlanacak.',
    kioskManagement: 'Kiosk cihazlarınızı, oturumlarını ve durumlarını buradan izleyebileceksiniz.',
    kioskDetail: 'Kiosk {{id}}',
    kioskDetailDescription: 'Kioskun bağlantı, oturum ve cihaz bilgileri bu sayfada görüntülenecek.',
    kioskMessenger: 'Kiosklara anlık mesaj gönderip okundu bilgilerini buradan takip edebileceksiniz.',
    reports: 'Gün sonu (Z) raporları: iş gününün satışları, KDV dökümü, kapanış ve CSV.',
    tillSessions: 'Kasaların açılış, kasa hareketleri ve kapanış sayımları; fazla / eksik farkları.',
    businessStoreManagement: 'İşletmelerinizi ve mağazalarınızı buradan yönetebileceksiniz.',
    posDeviceManagement: 'Ödeme terminallerini ekleyip kiosklarla eşleştirebileceksiniz.',
    welcomeSettings:
      'Kiosk karşılama ekranının kaydırıcısını, videosunu ve metinlerini buradan ayarlayacaksınız.',
    settings: 'Varsayılan dil, para birimi ve müşteri bilgisi ayarları burada yer alacak.',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    description: 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.',
    home: 'Kontrol Paneline git',
  },
  accessDenied: {
    title: 'Erişim Engellendi',
    description: 'Bu sayfaya erişim yetkiniz yok.',
    backToPos: "POS'a Dön",
    signOut: 'Farklı bir hesapla giriş yap',
  },
  topBar: {
    defaultUser: 'Admin',
    logout: 'Çıkış',
    today: 'Bugün',
    userLabel: 'Oturum açan kullanıcı',
  },
  preferences: {
    trigger: 'Dil ve para birimi',
    title: 'Dil ve Para Birimi',
    language: 'Dil',
    currency: 'Para Birimi',
    reset: 'Varsayılanlara Dön',
    currencies: {
      TL: 'Türk Lirası',
      USD: 'ABD Doları',
      EUR: 'Euro',
      GBP: 'İngiliz Sterlini',
    },
  },
  debug: {
    title: 'Hata Ayıklama',
    panel: 'Hata ayıklama paneli',
    logs: 'Kayıtlar',
    noLogs: 'Henüz kayıt yok.',
    lastError: 'Son hata',
    noError: 'Hata yok',
    copy: 'Kopyala',
    copied: 'Kayıtlar panoya kopyalandı',
    copyFailed: 'Panoya kopyalanamadı',
    clear: 'Temizle',
    expand: 'Paneli aç',
    collapse: 'Paneli kapat',
  },
};

export const auth = {
  title: 'Yönetim Paneline Giriş',
  subtitle: 'Devam etmek için yönetici hesabınızla giriş yapın.',
  email: 'E-posta',
  emailPlaceholder: 'ornek@isletme.com',
  password: 'Şifre',
  passwordPlaceholder: '••••••••',
  showPassword: 'Şifreyi göster',
  hidePassword: 'Şifreyi gizle',
  submit: 'Giriş Yap',
  submitting: 'Giriş yapılıyor...',
  backToPos: "POS'a Dön",
  checking: 'Oturum kontrol ediliyor...',
  notices: {
    sessionEnded: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
  },
  errors: {
    required: 'Lütfen e-posta ve şifrenizi girin',
    invalidCredentials: 'E-posta veya şifre hatalı',
    emailInvalid: 'Geçerli bir e-posta adresi girin (ör. ad@ornek.com)',
    emailNotConfirmed: 'Giriş yapmadan önce lütfen e-posta adresinizi doğrulayın',
    tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin',
    tooManyAttemptsMinutes_one: 'Çok fazla deneme yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin',
    tooManyAttemptsMinutes_other: 'Çok fazla deneme yapıldı. Lütfen {{count}} dakika sonra tekrar deneyin',
    accountDisabled: 'Bu hesap devre dışı bırakılmış. Lütfen yöneticinize başvurun',
    network: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin',
    accessDenied: 'Erişim engellendi. Yönetici yetkisi gereklidir.',
    generic: 'Giriş sırasında bir hata oluştu',
  },
  device: {
    username: 'Kullanıcı adı',
    usernamePlaceholder: 'ör. kiosk-sube-01',
    password: 'Şifre',
    showPassword: 'Şifreyi göster',
    hidePassword: 'Şifreyi gizle',
    submit: 'Giriş Yap',
    submitting: 'Giriş yapılıyor...',
    errors: {
      required: 'Lütfen kullanıcı adı ve şifreyi girin',
      invalidCredentials: 'Kullanıcı adı veya şifre hatalı',
    },
    notices: {
      kicked: 'Oturum yönetici tarafından sonlandırıldı',
      sessionEnded: 'Cihaz oturumu sona erdi. Lütfen yeniden giriş yapın.',
      signedOut: 'Cihazın oturumu kapatıldı.',
    },
  },
};

/** Turkish, the default language. Every key here must also exist in en.ts (see catalogues.test.ts). */
export const tr = {
  alerts,
  kitchenStations,
  pricing,
  common,
  ui,
  kiosk,
  customer,
  payment,
  sale,
  admin,
  auth,
  catalogue,
  configurator,
  optionGroups,
  fleet,
  orders,
  posDevices,
  printers,
  receipt,
  reports,
  tillSessions,
  tillPin: adminTillPin,
  settings,
  setup,
  staff,
  storeNode,
  welcomeSettings,
} satisfies Catalogue;
