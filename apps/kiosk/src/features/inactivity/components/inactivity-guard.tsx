import { Hand, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { KioskDialog } from '../../../components/kiosk-dialog';
import { inactivityCountdownMs } from '../../../lib/kiosk-config';
import { useInactivityQuestion } from '../hooks/use-inactivity-question';
import { countdownProgress } from '../utils/countdown';

const RING = 2 * Math.PI * 44;

/**
 * After a minute without a touch (spec: 60 s; `kiosk_inactivity_ms` overrides), asks "Are you
 * still there?" with a countdown; when nobody answers, the session ends: the cart is cleared and
 * the kiosk returns to its welcome screen.
 */
export function InactivityGuard() {
  const { t } = useTranslation();
  const { asking, secondsLeft, stillHere, startOver } = useInactivityQuestion();

  return (
    <KioskDialog
      open={asking}
      onOpenChange={(open) => {
        if (!open) stillHere();
      }}
      modal
      size="md"
      data-testid="inactivity-dialog"
      title={t('kiosk.inactivity.title')}
      description={t('kiosk.inactivity.description')}
      footer={
        <>
          <KioskButton variant="outline" size="lg" className="flex-1" onClick={startOver}>
            <RotateCcw aria-hidden="true" />
            {t('kiosk.inactivity.startOver')}
          </KioskButton>
          <KioskButton size="lg" className="flex-1" onClick={stillHere}>
            <Hand aria-hidden="true" />
            {t('kiosk.inactivity.continue')}
          </KioskButton>
        </>
      }
    >
      <div className="flex flex-col items-center gap-3 py-4">
        <CountdownRing secondsLeft={secondsLeft} />
        <p className="font-medium text-ink-muted text-xl">
          {t('kiosk.inactivity.countdown', { count: secondsLeft })}
        </p>
      </div>
    </KioskDialog>
  );
}

/** The seconds left inside a ring that empties with them. */
function CountdownRing({ secondsLeft }: { secondsLeft: number }) {
  const progress = countdownProgress(secondsLeft, inactivityCountdownMs());
  return (
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
          strokeDasharray={RING}
          strokeDashoffset={RING * (1 - progress)}
        />
      </svg>
      <span
        className="font-extrabold text-6xl text-secondary-900 tabular-nums"
        data-testid="inactivity-countdown"
      >
        {secondsLeft}
      </span>
    </div>
  );
}
