/** Mağaza sunucusunun merkeze bağlantısı: kasanın üst çubuğu ve yönetimin mağaza listesi (issue 36). */
export const nodeLink = {
  connected: 'Merkeze bağlı',
  disconnected: 'Merkez bağlantısı yok',
  // suffix: the Turkish ablative after the time ('ten, 'dan...), computed from the time
  since: '{{time}}{{suffix}} beri',
  neverConnected: 'henüz bağlanmadı',
  waiting_one: '{{count}} sipariş gönderilmeyi bekliyor',
  waiting_other: '{{count}} sipariş gönderilmeyi bekliyor',
  waitingShort_one: '{{count}} bekliyor',
  waitingShort_other: '{{count}} bekliyor',
  noNode: 'Mağaza sunucusu yok',
  noLink: 'Bağlantı yok',
  label: 'Merkez bağlantısı',
};
