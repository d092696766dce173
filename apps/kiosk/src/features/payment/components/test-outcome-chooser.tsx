import type { SimulatorOutcome } from '@kiosk/contracts';
import { TestOutcomeChooser as SharedChooser } from '@kiosk/ui';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { notify } from '../../../components/notices';
import { chooseTestOutcome } from '../api/choose-test-outcome';

const DELAYS_MS = [500, 1500, 3000, 8000] as const;

/**
 * The kiosk's test-environment step: the shared chooser (outcome and delay of the simulator's next
 * sale, large) with the button that tells the simulator and starts the payment.
 */
export function TestOutcomeChooser({ url, onChosen }: { url: string; onChosen: () => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<SimulatorOutcome>('approve');
  const [delayMs, setDelayMs] = useState<number>(1500);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      await chooseTestOutcome(url, outcome, delayMs);
    } catch {
      notify({ tone: 'warning', title: t('payment.testEnvironment.failed') });
    }
    setBusy(false);
    onChosen();
  };

  return (
    <SharedChooser
      outcome={outcome}
      onOutcomeChange={setOutcome}
      delayMs={delayMs}
      onDelayChange={setDelayMs}
      delays={DELAYS_MS}
    >
      <KioskButton
        size="xl"
        className="mt-8 w-full"
        onClick={start}
        loading={busy}
        data-testid="test-outcome-start"
      >
        {!busy && <Play aria-hidden="true" />}
        {t('payment.testEnvironment.start')}
      </KioskButton>
    </SharedChooser>
  );
}
