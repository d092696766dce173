import type { Catalogue } from '../../catalogue.js';

/** Müşteri (fatura) bilgileri formu: kiosk ve kasa (şartname bölüm 3 ve 5). */
export const customer = {
  title: 'Fatura bilgileri',
  subtitle: 'Bu tutardaki siparişler için müşteri bilgileri gereklidir.',
  notice:
    'Vergi mevzuatı gereği {{amount}} ve üzeri tutardaki alışverişlerde fatura için müşteri bilgileri alınır.',
  noticeEqual: 'Vergi mevzuatı gereği {{amount}} tutarındaki alışverişlerde müşteri bilgileri alınır.',
  noticeGreater:
    'Vergi mevzuatı gereği {{amount}} üzerindeki alışverişlerde fatura için müşteri bilgileri alınır.',
  firstName: 'Ad',
  familyName: 'Soyad',
  tcKimlikNo: 'T.C. Kimlik No',
  tcKimlikNoHint: '11 haneli kimlik numaranız',
  district: 'İlçe',
  chooseDistrict: 'İlçe seçin',
  districtTitle: 'İlçenizi seçin',
  email: 'E-posta',
  phone: 'Telefon',
  phoneHint: 'ör. 0532 123 45 67',
  neighborhood: 'Mahalle',
  address: 'Adres',
  optional: 'isteğe bağlı',
  characters: '{{count}} / {{max}}',
  submit: 'Ödemeye Geç',
  back: 'Sepete dön',
  fixFields: 'Lütfen şu alanları kontrol edin: {{fields}}',
  serverRejected: 'Bilgileriniz kabul edilmedi. Lütfen işaretli alanları düzeltin.',
  errors: {
    firstNameRequired: 'Ad gerekli',
    familyNameRequired: 'Soyad gerekli',
    tcKimlikNoInvalid: 'Geçerli bir T.C. Kimlik No girin (11 hane)',
    districtRequired: 'Lütfen bir ilçe seçin',
    emailInvalid: 'Geçerli bir e-posta adresi girin',
    phoneInvalid: 'Geçerli bir telefon numarası girin',
    neighborhoodTooLong: 'Mahalle en fazla 100 karakter olabilir',
    addressTooLong: 'Adres en fazla 500 karakter olabilir',
    invalid: 'Bu alan geçersiz',
  },
} satisfies Catalogue;
