import { useLanguage } from '@kiosk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The time (and date on wide screens), updated every few seconds. */
export function TillClock() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 5_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time
      dateTime={now.toISOString()}
      className="hidden shrink-0 flex-col items-end leading-tight tabular-nums lg:flex"
      data-testid="till-clock"
    >
      <span className="sr-only">{t('sale.till.topBar.clock')}: </span>
      <span className="font-semibold text-base">
        {now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}
      </span>
      <span className="text-[11px] text-white/60">
        {now.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short' })}
      </span>
    </time>
  );
}
