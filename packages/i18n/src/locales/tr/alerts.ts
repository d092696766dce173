import type { Catalogue } from '../../catalogue.js';

/** Yönetim paneli: uyarılar (issue 34): üst çubuğun zili, panonun kartı, ayarlar. */
export const alerts = {
  bell: {
    label: 'Uyarılar',
    labelWithCount: 'Uyarılar: {{count}}',
  },
  panel: {
    title: 'Uyarılar',
    description: 'Şu anda ilgilenilmesi gerekenler. Sorun giderildiğinde uyarı kendiliğinden kalkar.',
    loadError: 'Uyarılar yüklenemedi',
    loading: 'Uyarılar yükleniyor…',
    allClear: 'Her şey yolunda',
    allClearDescription: 'Şu anda ilgilenilmesi gereken bir şey yok.',
    more: '+{{count}} uyarı daha',
    showAll: 'Panoda tümünü gör',
  },
  card: {
    title: 'Uyarılar',
    description:
      'Çevrimdışı kiosklar, yanıt vermeyen terminaller, yazıcı sorunları, açık kalan kasalar ve siparişler.',
  },
  since: {
    at: '{{time}} itibarıyla',
    minutesAgo: '{{count}} dk önce',
    hoursAgo: '{{count}} sa önce',
    daysAgo: '{{count}} gün önce',
    justNow: 'az önce',
  },
  severity: {
    critical: 'Acil',
    warning: 'Uyarı',
  },
  kinds: {
    kiosk_offline: '{{name}} çevrimdışı',
    terminal_unanswered: '{{name}} terminali yanıt vermiyor',
    printer_problem: '{{name}} yazıcısında sorun: {{detail}}',
    till_session_open: '{{name}} kasa oturumu açık kaldı ({{detail}} iş günü)',
    open_order_old: 'Açık sipariş {{name}} bekliyor ({{detail}})',
    payment_unsettled: 'Sipariş {{name}} ödemesi sonuçlanmadı ({{detail}})',
  },
  printerStatus: {
    offline: 'çevrimdışı',
    paper_out: 'kağıt bitti',
    cover_open: 'kapak açık',
  },
  paymentStatus: {
    connecting: 'bağlanıyor',
    sent: 'terminale gönderildi',
    waiting: 'bekliyor',
    unknown: 'sonuç bilinmiyor',
  },
  noLabel: 'etiketsiz',
  settings: {
    title: 'Uyarılar',
    description: 'Bir uyarının ne zaman gösterileceği. 0 dakika: hemen.',
    kioskOffline: 'Kiosk çevrimdışı (dakika)',
    terminalUnanswered: 'Terminal yanıt vermiyor (dakika)',
    openOrderAge: 'Açık sipariş yaşı (dakika)',
    paymentUnsettled: 'Sonuçlanmamış ödeme (dakika)',
    openingHours: 'Çalışma saatleri',
    openingHoursHint: 'Kiosk çevrimdışı uyarısı yalnızca bu saatlerde verilir. Boş: her zaman açık.',
    opensAt: 'Açılış',
    closesAt: 'Kapanış',
    save: 'Kaydet',
    saved: 'Uyarı ayarları kaydedildi',
    saveError: 'Uyarı ayarları kaydedilemedi',
    loadError: 'Uyarı ayarları yüklenemedi',
    errors: {
      minutes: '0 ile 1440 arasında tam dakika girin',
      time: 'SS:DD biçiminde bir saat girin',
      bothTimes: 'Açılış ve kapanışı birlikte girin (ya da ikisini de boş bırakın)',
    },
  },
} satisfies Catalogue;
