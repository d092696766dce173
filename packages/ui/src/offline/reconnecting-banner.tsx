import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';
import { useReconnecting } from './use-reconnecting.js';

/**
 * "Reconnecting to the server" while the app's link to the server is down (a store node
 * restarting); it goes away by itself when the server answers again. `bar`: a strip across the
 * page (the till, the back office); `pill`: the kiosk's large-type badge, placed by the caller
 * over the screen without taking touches from what it covers.
 */
export function ReconnectingBanner({
  variant = 'bar',
  className,
}: {
  variant?: 'bar' | 'pill';
  className?: string;
}) {
  const { t } = useTranslation();
  if (!useReconnecting()) return null;
  const pill = variant === 'pill';
  return (
    <div
      role="status"
      data-testid="reconnecting"
      className={cn(
        'flex items-center justify-center gap-3 bg-amber-100 text-amber-950 ring-1 ring-amber-300',
        pill
          ? 'pointer-events-none max-w-[calc(100vw-2rem)] whitespace-nowrap rounded-full px-4 py-2 text-base shadow-raised sm:px-6 sm:py-3 sm:text-2xl'
          : 'min-h-11 w-full px-4 py-2 text-sm',
        className,
      )}
    >
      <WifiOff className={cn('shrink-0', pill ? 'size-5 sm:size-8' : 'size-4')} aria-hidden="true" />
      <span className="font-semibold">{t('ui.connection.reconnecting')}</span>
      {!pill && <span className="hidden sm:inline">{t('ui.connection.detail')}</span>}
    </div>
  );
}
