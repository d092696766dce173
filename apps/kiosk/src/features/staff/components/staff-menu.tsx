import { useRealtimeConnectionState, useSession } from '@kiosk/ui';
import { LogOut, RefreshCw, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KioskButton } from '../../../components/kiosk-button';
import { KioskDialog } from '../../../components/kiosk-dialog';
import { notify } from '../../../components/notices';
import { reloadMenu, useMenu } from '../../../state/menu-store';
import { loadCustomerInfoSetting, loadWelcomeSettings } from '../../../state/settings-store';
import { formatLoadedAt } from '../utils/loaded-at';

export interface StaffMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kiosk: { public_id: string; device_name?: string | null | undefined };
}

/**
 * Staff options of the device: reload the menu, sign the device out. Opened by holding the
 * device badge, after the device's PIN (StaffUnlock).
 */
export function StaffMenu({ open, onOpenChange, kiosk }: StaffMenuProps) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const { reloading, reload } = useMenuReload();

  return (
    <>
      <KioskDialog
        open={open && !confirmSignOut}
        onOpenChange={onOpenChange}
        size="sm"
        title={t('kiosk.staff.title')}
        description={t('kiosk.staff.description')}
        media={<DeviceHeading kiosk={kiosk} />}
      >
        <MenuFacts />
        <div className="mt-8 grid gap-4">
          <ReloadButton reloading={reloading} onReload={reload} />
          <KioskButton size="lg" variant="danger" className="w-full" onClick={() => setConfirmSignOut(true)}>
            <LogOut aria-hidden="true" />
            {t('kiosk.staff.signOut')}
          </KioskButton>
          <KioskButton size="lg" variant="outline" className="w-full" onClick={() => onOpenChange(false)}>
            <X aria-hidden="true" />
            {t('kiosk.staff.close')}
          </KioskButton>
        </div>
      </KioskDialog>
      <SignOutConfirm
        open={open && confirmSignOut}
        onCancel={() => setConfirmSignOut(false)}
        onConfirm={() => {
          setConfirmSignOut(false);
          onOpenChange(false);
          void signOut({ scope: 'local', reason: 'signed_out' });
        }}
      />
    </>
  );
}

function DeviceHeading({ kiosk }: Pick<StaffMenuProps, 'kiosk'>) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4 bg-secondary-950 px-10 py-6 text-white">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-500 text-secondary-950">
        <ShieldCheck className="size-8" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm text-white/60 uppercase tracking-wider">{t('kiosk.staff.device')}</p>
        <p className="font-mono font-semibold text-2xl">
          {kiosk.public_id}
          {kiosk.device_name && (
            <span className="ml-2 font-sans text-white/60 text-lg">· {kiosk.device_name}</span>
          )}
        </p>
      </div>
    </div>
  );
}

/** The menu's version, when it was loaded, and the live connection's state. */
function MenuFacts() {
  const { t, i18n } = useTranslation();
  const menu = useMenu();
  const connection = useRealtimeConnectionState();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-lg">
      <dt className="text-ink-muted">{t('kiosk.staff.menuVersion')}</dt>
      <dd className="truncate font-mono">{menu.data?.version ?? '—'}</dd>
      <dt className="text-ink-muted">{t('kiosk.staff.loadedAt')}</dt>
      <dd>{formatLoadedAt(menu.loadedAt, i18n.language)}</dd>
      <dt className="text-ink-muted">{t('kiosk.staff.connection')}</dt>
      <dd>{t(`kiosk.staff.connectionStates.${connection}`)}</dd>
    </dl>
  );
}

/** Reloads the menu and the settings the kiosk caches, and says whether the menu came. */
function useMenuReload() {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    const ok = await reloadMenu();
    await Promise.all([loadCustomerInfoSetting(), loadWelcomeSettings()]);
    setReloading(false);
    notify(
      ok
        ? { tone: 'success', title: t('kiosk.staff.reloaded') }
        : { tone: 'error', title: t('kiosk.staff.reloadFailed') },
    );
  };
  return { reloading, reload };
}

function ReloadButton({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <KioskButton size="lg" variant="secondary" className="w-full" onClick={onReload} loading={reloading}>
      {!reloading && <RefreshCw aria-hidden="true" />}
      {reloading ? t('kiosk.staff.reloading') : t('kiosk.staff.reloadMenu')}
    </KioskButton>
  );
}

function SignOutConfirm({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <KioskDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      size="sm"
      title={t('kiosk.device.signOutTitle')}
      description={t('kiosk.device.signOutDescription')}
      footer={
        <>
          <KioskButton variant="outline" size="lg" className="flex-1" onClick={onCancel}>
            {t('kiosk.device.cancel')}
          </KioskButton>
          <KioskButton variant="danger" size="lg" className="flex-1" onClick={onConfirm}>
            <LogOut aria-hidden="true" />
            {t('kiosk.device.confirm')}
          </KioskButton>
        </>
      }
    />
  );
}
