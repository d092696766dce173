/** Kasa PIN'i (issue 34): kasada hızlı giriş ve kasiyer değiştirme; yönetimde PIN atama. */
export const saleTillPin = {
  title: 'Kim satış yapıyor?',
  subtitle: 'Adınıza dokunun ve kasa PIN’inizi girin.',
  pinTitle: '{{name}} için PIN',
  pinSubtitle: '4-6 haneli kasa PIN’inizi girin.',
  people: 'Bu kasada satış yapabilecek personel',
  empty: 'Bu kasada PIN’i olan personel yok. E-posta ve şifreyle giriş yapın; PIN’i yönetici atar.',
  loadError: 'Personel listesi alınamadı.',
  retry: 'Tekrar dene',
  back: 'Başka kişi',
  wrong: 'PIN yanlış',
  locked: 'Çok fazla yanlış PIN. {{minutes}} dakika sonra tekrar deneyin.',
  disabled: 'Bu hesap devre dışı.',
  otherStore: 'Bu kişi bu kasanın mağazasında çalışmıyor.',
  failed: 'Giriş yapılamadı. Tekrar deneyin.',
  tillEnded: 'Bu kasanın oturumu sona erdi. E-posta ve şifreyle giriş yapın.',
  passwordSignIn: 'E-posta ve şifreyle giriş',
  backToPin: 'PIN ile giriş',
  signOutTill: 'Kasayı kapat',
  signOutTillTitle: 'Kasa kapatılsın mı?',
  signOutTillText:
    'Bu kasada PIN ile giriş biter; yeniden açmak için bir personel e-posta ve şifreyle giriş yapmalıdır.',
  signOutTillConfirm: 'Kasayı kapat',
  cancel: 'Vazgeç',
  switch: 'Kasiyer değiştir',
  lock: 'Kilitle',
  selling: 'Satış yapan',
  role: {
    cashier: 'Kasiyer',
    admin: 'Yönetici',
    super_admin: 'Süper yönetici',
  },
};

/** Yönetim: bir personelin kasa PIN'i. */
export const adminTillPin = {
  action: 'Kasa PIN’i',
  title: 'Kasa PIN’i: {{name}}',
  description:
    'Kasada hızlı giriş ve kasiyer değiştirme için 4-6 haneli PIN. PIN saklanmaz, yalnızca özeti tutulur.',
  has: 'PIN atanmış',
  none: 'PIN yok',
  pin: 'Yeni PIN',
  pinHint: '4-6 rakam',
  invalid: 'PIN 4-6 rakamdan oluşmalı',
  save: 'PIN’i kaydet',
  saved: 'Kasa PIN’i kaydedildi',
  remove: 'PIN’i kaldır',
  removeConfirm: 'PIN kaldırılsın mı? Bu kişi kasada artık PIN ile giriş yapamaz.',
  removed: 'Kasa PIN’i kaldırıldı',
  error: 'Kaydedilemedi. Tekrar deneyin.',
  cancel: 'Vazgeç',
};
