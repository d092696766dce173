import { cn } from '@kiosk/ui';
import { MonitorSmartphone } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The staff dialogs (and the dialog library under them) are not part of the welcome screen's
// start-up code: fetched when staff start holding the badge (the hold takes 2 s).
const loadUnlock = () => import('./staff-unlock');
const loadMenu = () => import('./staff-menu');
const StaffUnlock = lazy(() => loadUnlock().then((m) => ({ default: m.StaffUnlock })));
const StaffMenu = lazy(() => loadMenu().then((m) => ({ default: m.StaffMenu })));

/** How long staff hold the badge to open the staff menu (customers' taps do nothing). */
const HOLD_MS = 2000;

export interface DeviceBadgeProps {
  kiosk: { public_id: string; device_name?: string | null | undefined };
  /** Show the kiosk id (welcome-page setting); otherwise the badge is a discreet corner target. */
  showId: boolean;
}

/**
 * The device's public id in a corner of the welcome screen. Staff press and hold it (or press
 * Enter on it); the staff menu opens only after the server accepted the device's PIN (or, for a
 * kiosk without a PIN, its password).
 */
export function DeviceBadge({ kiosk, showId }: DeviceBadgeProps) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'closed' | 'unlock' | 'menu'>('closed');
  const setOpen = (open: boolean) => setStage(open ? 'unlock' : 'closed');
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // once opened, the dialogs stay mounted (their closing animation plays)
  const opened = useRef(false);
  if (stage !== 'closed') opened.current = true;

  const cancelHold = () => {
    if (holdTimer.current !== undefined) clearTimeout(holdTimer.current);
    holdTimer.current = undefined;
  };
  useEffect(
    () => () => {
      if (holdTimer.current !== undefined) clearTimeout(holdTimer.current);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <>
      <button
        type="button"
        data-testid="device-badge"
        onPointerDown={(event) => {
          event.stopPropagation();
          cancelHold();
          void loadUnlock();
          void loadMenu();
          holdTimer.current = setTimeout(() => setOpen(true), HOLD_MS);
        }}
        onPointerUp={cancelHold}
        onPointerLeave={cancelHold}
        onPointerCancel={cancelHold}
        onClick={(event) => event.stopPropagation()}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
        className={cn(
          'fixed bottom-4 left-4 z-[56] inline-flex min-h-12 min-w-12 select-none items-center gap-2 rounded-full px-4',
          'font-medium font-mono text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400',
          showId ? 'bg-secondary-950/55 text-white/75 ring-1 ring-white/15 backdrop-blur' : 'text-white/0',
        )}
      >
        <MonitorSmartphone className={cn('size-4', !showId && 'opacity-0')} aria-hidden="true" />
        <span className="sr-only">{t('kiosk.device.menu')}: </span>
        {showId && (
          <>
            {kiosk.public_id}
            {kiosk.device_name && (
              <span className="hidden font-sans text-white/55 sm:inline">· {kiosk.device_name}</span>
            )}
          </>
        )}
      </button>
      {opened.current && (
        <Suspense fallback={null}>
          <StaffUnlock open={stage === 'unlock'} onOpenChange={setOpen} onUnlocked={() => setStage('menu')} />
          <StaffMenu open={stage === 'menu'} onOpenChange={setOpen} kiosk={kiosk} />
        </Suspense>
      )}
    </>
  );
}
