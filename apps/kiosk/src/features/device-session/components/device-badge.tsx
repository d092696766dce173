import { Button, Dialog, useSession } from '@kiosk/ui';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long staff hold the badge to open the device menu (customers' taps do nothing). */
const HOLD_MS = 2000;

/**
 * The device's public id in a corner of the screen. Staff press and hold it (or press Enter on it)
 * to sign the device out.
 */
export function DeviceBadge() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const kiosk = user?.kiosk;

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

  if (!kiosk) return null;

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
        onPointerDown={() => {
          cancelHold();
          holdTimer.current = setTimeout(() => setOpen(true), HOLD_MS);
        }}
        onPointerUp={cancelHold}
        onPointerLeave={cancelHold}
        onPointerCancel={cancelHold}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
        className="fixed bottom-4 left-4 z-20 inline-flex min-h-12 select-none items-center gap-2 rounded-full bg-secondary-950/55 px-4 font-medium font-mono text-sm text-white/75 ring-1 ring-white/15 backdrop-blur focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
      >
        <MonitorSmartphone className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('kiosk.device.menu')}: </span>
        {kiosk.public_id}
        {kiosk.device_name && (
          <span className="hidden font-sans text-white/55 sm:inline">· {kiosk.device_name}</span>
        )}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('kiosk.device.signOutTitle')}
        description={t('kiosk.device.signOutDescription')}
        size="md"
        footer={
          <>
            <Button variant="outline" size="lg" onClick={() => setOpen(false)}>
              {t('kiosk.device.cancel')}
            </Button>
            <Button
              variant="danger"
              size="lg"
              onClick={() => {
                setOpen(false);
                void signOut({ scope: 'local', reason: 'signed_out' });
              }}
            >
              <LogOut aria-hidden="true" />
              {t('kiosk.device.confirm')}
            </Button>
          </>
        }
      />
    </>
  );
}
