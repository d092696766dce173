import { cn } from '@kiosk/ui';
import { Accessibility } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toggleAccessibilityMode, useAccessibilityMode } from '../state/accessibility';

/**
 * The one button that turns the accessibility mode on and off (a toggle: `aria-pressed`), in the
 * bar under every screen. It stays usable while a dialog is open (the bar sits above the dialog's
 * backdrop): the press does not reach the dialog's "tap outside closes" and takes no focus from it.
 */
export function AccessibilityToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const on = useAccessibilityMode();
  const label = t('kiosk.accessibility.toggle');

  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid="accessibility-toggle"
      onClick={toggleAccessibilityMode}
      onPointerDown={(event) => event.stopPropagation()}
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        'pointer-events-auto inline-flex h-16 items-center gap-4 rounded-full py-2 pr-3 pl-3 font-bold text-xl transition-colors active:scale-[0.98]',
        'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 focus-visible:ring-offset-2 focus-visible:ring-offset-secondary-950',
        on
          ? 'bg-primary-400 text-secondary-950 shadow-raised'
          : 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/15',
        className,
      )}
    >
      <span
        className={cn(
          'grid size-12 place-items-center rounded-full',
          on ? 'bg-secondary-950 text-primary-300' : 'bg-primary-400 text-secondary-950',
        )}
      >
        <Accessibility className="size-8" aria-hidden="true" />
      </span>
      {label}
      <span
        aria-hidden="true"
        className={cn(
          'rounded-full px-4 py-1 font-extrabold text-base uppercase tracking-wider',
          on ? 'bg-secondary-950 text-white' : 'bg-white/15 text-white',
        )}
      >
        {on ? t('kiosk.accessibility.on') : t('kiosk.accessibility.off')}
      </span>
    </button>
  );
}
