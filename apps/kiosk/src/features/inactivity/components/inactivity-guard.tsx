import { Hand, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { KioskDialog } from '../../../components/kiosk-dialog';
import { inactivityCountdownMs, inactivityMs } from '../../../lib/kiosk-config';
import { navigate, ROUTES } from '../../../lib/navigation';
import { endSession } from '../../../state/customer-session';
import { useInactivityPaused } from '../../../state/inactivity-pause';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * After a minute without a touch (spec: 60 s; `kiosk_inactivity_ms` overrides), asks "Are you
 * still there?" with a countdown; when nobody answers, the session ends: the cart is cleared and
 * the kiosk returns to its welcome screen.
 */
export function InactivityGuard() {
  const { t } = useTranslation();
  const paused = useInactivityPaused();
  const [asking, setAsking] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const askingRef = useRef(false);
  askingRef.current = asking;

  const arm = useCallback(() => {
    if (idleTimer.current !== undefined) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      setSecondsLeft(Math.ceil(inactivityCountdownMs() / 1000));
      setAsking(true);
    }, inactivityMs());
  }, []);

  useEffect(() => {
    if (paused) {
      if (idleTimer.current !== undefined) clearTimeout(idleTimer.current);
      setAsking(false);
      return;
    }
    arm();
    // while the question is up only its buttons answer it
    const onActivity = () => {
      if (!askingRef.current) arm();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      if (idleTimer.current !== undefined) clearTimeout(idleTimer.current);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [paused, arm]);

  useEffect(() => {
    if (!asking) return;
    if (secondsLeft <= 0) {
      setAsking(false);
      endSession();
      navigate(ROUTES.welcome, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [asking, secondsLeft]);

  const total = Math.max(1, Math.ceil(inactivityCountdownMs() / 1000));
  const progress = Math.max(0, Math.min(1, secondsLeft / total));

  return (
    <KioskDialog
      open={asking}
      onOpenChange={(open) => {
        if (!open) {
          setAsking(false);
          arm();
        }
      }}
      modal
      size="md"
      data-testid="inactivity-dialog"
      title={t('kiosk.inactivity.title')}
      description={t('kiosk.inactivity.description')}
      footer={
        <>
          <KioskButton
            variant="outline"
            size="lg"
            className="flex-1"
            onClick={() => {
              setAsking(false);
              endSession();
              navigate(ROUTES.welcome, { replace: true });
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t('kiosk.inactivity.startOver')}
          </KioskButton>
          <KioskButton
            size="lg"
            className="flex-1"
            onClick={() => {
              setAsking(false);
              arm();
            }}
          >
            <Hand aria-hidden="true" />
            {t('kiosk.inactivity.continue')}
          </KioskButton>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 py-4">
        <div className="relative grid size-44 place-items-center">
          <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
            <circle cx="50" cy="50" r="44" fill="none" strokeWidth="8" className="stroke-surface-muted" />
            <circle
              cx="50"
              cy="50"
              r="44"
              fill="none"
              strokeWidth="8"
              strokeLinecap="round"
              className="stroke-primary-500 transition-[stroke-dashoffset] duration-1000 ease-linear"
              strokeDasharray={2 * Math.PI * 44}
              strokeDashoffset={2 * Math.PI * 44 * (1 - progress)}
            />
          </svg>
          <span
            className="font-extrabold text-6xl text-secondary-900 tabular-nums"
            data-testid="inactivity-countdown"
          >
            {secondsLeft}
          </span>
        </div>
        <p className="font-medium text-ink-muted text-xl">
          {t('kiosk.inactivity.countdown', { count: secondsLeft })}
        </p>
      </div>
    </KioskDialog>
  );
}
