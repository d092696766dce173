/** When the menu was loaded, short date and time in the kiosk's language ('—' before the first load). */
export function formatLoadedAt(loadedAt: number | null, language: string): string {
  if (!loadedAt) return '—';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(loadedAt);
}
