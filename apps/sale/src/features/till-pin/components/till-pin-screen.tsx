import type { TillPinPerson } from '@kiosk/contracts';
import {
  BrandMark,
  Button,
  isStaffUser,
  SignInFrame,
  Spinner,
  useDocumentTitle,
  useSession,
} from '@kiosk/ui';
import { KeyRound, Mail, Power } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PinPad } from '../../../lib/manager-pin/pin-pad';
import { type StoredTillDevice, setTillDevice, takeLockedBy } from '../../../lib/till-device';
import { useTillPeople } from '../api/get-till-people';
import { type PinSignInError, pinSignInError } from '../hooks/pin-sign-in-error';
import { PeopleGrid } from './people-grid';
import { SignOutTillButton } from './sign-out-till-button';

export interface TillPinScreenProps {
  device: StoredTillDevice;
  /** "E-posta ve şifreyle giriş": the password sign-in instead. */
  onPasswordSignIn(): void;
}

/**
 * The till signed in as a device, nobody selling: the people who may sell here as name tiles,
 * then the chosen person's PIN pad ("Kilitle" opens straight at the one who locked it).
 */
export function TillPinScreen({ device, onPasswordSignIn }: TillPinScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('sale.tillPin.title'), t('common.brand'));
  const people = useTillPeople(device.token);
  const [chosenId, setChosenId] = useState<string | null>(() => takeLockedBy());
  const chosen = people.data?.find((p) => p.id === chosenId) ?? null;
  return (
    <SignInFrame
      look="sale"
      panelBrand={
        <div className="relative flex items-center gap-3">
          <BrandMark size="md" />
          <p className="font-bold text-lg">{t('sale.title')}</p>
        </div>
      }
      panelBody={
        <p className="relative max-w-lg font-bold text-5xl leading-tight">{t('sale.tillPin.title')}</p>
      }
      name={t('sale.title')}
      // the PIN pad fits a 1366x768 till without the key above it
      icon={
        chosen ? undefined : (
          <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-primary-100 text-primary-800 ring-1 ring-primary-200">
            <KeyRound className="size-7" aria-hidden="true" />
          </span>
        )
      }
      title={chosen ? t('sale.tillPin.pinTitle', { name: chosen.name }) : t('sale.tillPin.title')}
      subtitle={chosen ? t('sale.tillPin.pinSubtitle') : t('sale.tillPin.subtitle')}
      link={
        <div className="mt-8 flex flex-wrap items-center justify-center gap-2">
          <Button variant="ghost" onClick={onPasswordSignIn} className="min-h-11">
            <Mail className="size-4" aria-hidden="true" />
            {t('sale.tillPin.passwordSignIn')}
          </Button>
          <SignOutTillButton token={device.token} icon={Power} />
        </div>
      }
    >
      <div className="mt-8">
        {chosen ? (
          <PinStep device={device} person={chosen} onBack={() => setChosenId(null)} />
        ) : people.isPending ? (
          <Spinner size="md" showLabel label={t('ui.loading')} />
        ) : people.isError ? (
          <PeopleError onRetry={() => void people.refetch()} />
        ) : (
          <PeopleGrid people={people.data} onChoose={setChosenId} />
        )}
      </div>
    </SignInFrame>
  );
}

function PeopleError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200"
    >
      <p>{t('sale.tillPin.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('sale.tillPin.retry')}
      </Button>
    </div>
  );
}

function errorText(error: PinSignInError | null, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (!error) return null;
  if (error.key === 'locked') return t('sale.tillPin.locked', { minutes: error.minutes });
  return t(`sale.tillPin.${error.key}`);
}

/** The chosen person's PIN pad: signs them in, or says why not. */
function PinStep({
  device,
  person,
  onBack,
}: {
  device: StoredTillDevice;
  person: TillPinPerson;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const { manager } = useSession();
  const [error, setError] = useState<PinSignInError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (pin: string | null) => {
    if (pin === null) return onBack();
    setBusy(true);
    try {
      await manager.signInTillPin(
        { till_token: device.token, user_id: person.id, pin },
        { accept: isStaffUser },
      );
    } catch (caught) {
      const refusal = pinSignInError(caught);
      if (refusal.key === 'tillEnded') setTillDevice(null);
      setError(refusal);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="till-pin-step" data-person={person.id}>
      <PinPad
        error={errorText(error, t)}
        onSubmit={(pin) => void submit(pin)}
        maxDigits={6}
        cancelLabel={t('sale.tillPin.back')}
        busy={busy}
      />
    </div>
  );
}
