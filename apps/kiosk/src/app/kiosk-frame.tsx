import { BrandMark, ReconnectingBanner } from '@kiosk/ui';
import { Accessibility } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessibilityToggle } from '../components/accessibility-toggle';
import { KioskBackdrop } from '../components/kiosk-backdrop';
import { inactivityMs } from '../lib/kiosk-config';
import { setAccessibilityMode, useAccessibilityMode } from '../state/accessibility';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The signed-in kiosk's frame: the customer's screens above a bar with the accessibility button
 * (always in the same place, low on the screen). In accessibility mode on a portrait screen a
 * calm panel takes the upper part and the screens move into the lower part (`--kiosk-top`).
 * `idle`: nobody is being served (the welcome screen), so the mode turns itself off after the
 * kiosk's inactivity time, as a customer's session would end.
 */
export function KioskFrame({ children, idle }: { children: ReactNode; idle: boolean }) {
  const on = useAccessibilityMode();
  useIdleReset(on && idle);

  return (
    <div className="pb-(--kiosk-rail)" data-testid="kiosk-frame" data-a11y={on ? 'on' : 'off'}>
      {on && <CalmPanel />}
      {/* a store node restarting: said at the top of every screen (below the header on a narrow one; touches pass through), gone when the server answers */}
      <ReconnectingBanner variant="pill" className="fixed top-24 left-1/2 z-[60] -translate-x-1/2 sm:top-5" />
      <div className="min-h-(--kiosk-screen) a11y-portrait:fixed a11y-portrait:inset-x-0 a11y-portrait:top-(--kiosk-top) a11y-portrait:h-(--kiosk-screen) a11y-portrait:overflow-y-auto">
        {children}
      </div>
      <AccessibilityBar />
    </div>
  );
}

/** The bar at the bottom: the accessibility button in reach of a seated customer, above dialogs' backdrops too. */
function AccessibilityBar() {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[55] flex h-(--kiosk-rail) items-center justify-center border-white/10 border-t bg-secondary-950 px-6">
      <AccessibilityToggle />
    </div>
  );
}

/** The upper part of a portrait screen in accessibility mode: the brand and what the mode does. */
function CalmPanel() {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('kiosk.accessibility.enabled')}
      data-testid="accessibility-panel"
      className="fixed inset-x-0 top-0 z-0 hidden h-(--kiosk-top) overflow-hidden bg-secondary-950 text-white portrait:block"
    >
      <KioskBackdrop />
      <div className="relative flex h-full flex-col items-center justify-center gap-8 px-16 text-center">
        <BrandMark size="xl" className="shadow-raised" />
        <p className="font-semibold text-2xl text-secondary-100 tracking-wide">{t('common.brand')}</p>
        <div className="flex items-center gap-4 rounded-full bg-white/10 px-8 py-4 ring-1 ring-white/20">
          <Accessibility className="size-10 text-primary-300" aria-hidden="true" />
          <p className="font-bold text-3xl">{t('kiosk.accessibility.enabled')}</p>
        </div>
        <p className="max-w-3xl text-balance text-2xl text-secondary-100">{t('kiosk.accessibility.hint')}</p>
      </div>
    </aside>
  );
}

/** Turns the mode off after the inactivity time without a touch while `active`. */
function useIdleReset(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => setAccessibilityMode(false), inactivityMs());
    };
    arm();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, arm, { capture: true, passive: true });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, arm, { capture: true });
    };
  }, [active]);
}
