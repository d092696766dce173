import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.js';
import { useReconnecting } from './use-reconnecting.js';

/**
 * "Reconnecting to the server": a bar across the top of the app while its link to the server is
 * down (a store node restarting); it goes away by itself when the server answers again.
 * `size="touch"` for the kiosk's large type.
 */
export function ReconnectingBanner({
  size = 'default',
  className,
}: {
  size?: 'default' | 'touch';
  className?: string;
}) {
  const { t } = useTranslation();
  if (!useReconnecting()) return null;
  return (
    <div
      role="status"
      data-testid="reconnecting"
      className={cn(
        'flex w-full items-center justify-center gap-3 bg-amber-100 px-4 text-amber-950 ring-1 ring-amber-300',
        size === 'touch' ? 'min-h-16 py-3 text-2xl' : 'min-h-11 py-2 text-sm',
        className,
      )}
    >
      <WifiOff className={cn('shrink-0', size === 'touch' ? 'size-8' : 'size-4')} aria-hidden="true" />
      <span className="font-semibold">{t('ui.connection.reconnecting')}</span>
      <span className="hidden sm:inline">{t('ui.connection.detail')}</span>
    </div>
  );
}
