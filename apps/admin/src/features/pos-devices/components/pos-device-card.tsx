import type { PosDeviceSummary } from '@kiosk/contracts';
import { Badge, type BadgeTone, Button, cn, useLanguage } from '@kiosk/ui';
import { CreditCard, KeyRound, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const STATUS_TONES: Record<PosDeviceSummary['connection_status'], BadgeTone> = {
  connected: 'success',
  connecting: 'warning',
  disconnected: 'muted',
};

/** A date and time as the cards show it (medium date, short time, in the screen's language). */
function formatCardTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function Field({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="font-medium text-ink-muted text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 truncate text-ink text-sm">{children}</dd>
    </div>
  );
}

export interface PosDeviceCardProps {
  device: PosDeviceSummary;
  onRotate: (device: PosDeviceSummary) => void;
  /** The kiosk badge (its username, or Kiosk Bulunamadı) in place of the plain kiosk name. */
  kioskBadge?: ReactNode;
  /** The store the till stands in (its name, or "no store"); not shown when undefined. */
  store?: ReactNode;
  /** Extra facts (kiosk device id, address) under the fields. */
  extra?: ReactNode;
  /** The device's actions (edit, link, verify, activate, delete...). */
  actions?: ReactNode;
  /** A soft-deleted device: marked, and no CLOUD token rotation. */
  deleted?: boolean;
}

/** One terminal: identity, kiosk, payment mode, connection and its CLOUD token's state. */
export function PosDeviceCard({
  device,
  onRotate,
  kioskBadge,
  store,
  extra,
  actions,
  deleted = false,
}: PosDeviceCardProps) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const time = (iso: string) => formatCardTime(iso, locale);
  const name = device.device_name ?? device.pos_serial_number;
  return (
    <article
      className={cn(
        'flex flex-col rounded-2xl border border-line bg-white shadow-card',
        deleted && 'border-dashed opacity-80',
      )}
      data-testid="pos-device-card"
      data-serial={device.pos_serial_number}
      data-status={device.connection_status}
      aria-label={name}
    >
      <div className="flex items-start gap-3 px-5 pt-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          <CreditCard className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-ink">{name}</h2>
          {device.device_model && <p className="truncate text-ink-muted text-sm">{device.device_model}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <Badge tone={STATUS_TONES[device.connection_status]} dot>
            {t(`posDevices.status.${device.connection_status}`)}
          </Badge>
          {deleted ? (
            <Badge tone="warning">{t('fleet.common.deleted')}</Badge>
          ) : (
            <Badge tone={device.is_active ? 'success' : 'warning'}>
              {t(device.is_active ? 'fleet.common.active' : 'posDevices.status.passive')}
            </Badge>
          )}
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 px-5 py-4">
        <Field label={t('posDevices.serial')}>
          <span className="font-mono">{device.pos_serial_number}</span>
        </Field>
        <Field label={t('posDevices.mode.label')}>
          {device.payment_mode ? (
            <Badge tone={device.payment_mode === 'CLOUD' ? 'info' : 'gold'}>
              {t(`posDevices.mode.${device.payment_mode}`)}
            </Badge>
          ) : (
            <span className="text-ink-muted">–</span>
          )}
        </Field>
        <Field label={t('posDevices.kiosk')}>
          {kioskBadge ? (
            kioskBadge
          ) : device.kiosk ? (
            device.kiosk.username
          ) : (
            <span className="text-ink-muted">{t('posDevices.noKiosk')}</span>
          )}
        </Field>
        <Field label={t('posDevices.lastConnected')}>
          {device.last_connected_at ? (
            time(device.last_connected_at)
          ) : (
            <span className="text-ink-muted">{t('posDevices.never')}</span>
          )}
        </Field>
        {store !== undefined && (
          <Field label={t('fleet.pos.store')} wide>
            <span data-testid="pos-device-store">{store}</span>
          </Field>
        )}
      </dl>
      {extra && <div className="px-5 pb-3 text-ink-muted text-xs">{extra}</div>}
      {actions && <div className="flex flex-wrap gap-2 border-line border-t px-5 py-3">{actions}</div>}

      {!deleted && <CloudTokenPanel device={device} onRotate={onRotate} />}
    </article>
  );
}

/** The card's CLOUD token line: set or not, when it was last rotated, and the rotate / create button. */
function CloudTokenPanel({
  device,
  onRotate,
}: {
  device: PosDeviceSummary;
  onRotate: (device: PosDeviceSummary) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const time = (iso: string) => formatCardTime(iso, locale);
  return (
    <div
      className={cn(
        'mt-auto flex flex-wrap items-center justify-between gap-3 rounded-b-2xl border-line border-t px-5 py-3.5',
        device.cloud_token_set ? 'bg-surface-muted/50' : 'bg-amber-50/60',
      )}
      data-testid="cloud-token"
    >
      <div className="flex min-w-0 items-center gap-2.5">
        <KeyRound
          className={cn('size-4 shrink-0', device.cloud_token_set ? 'text-ink-muted' : 'text-amber-700')}
          aria-hidden="true"
        />
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium text-ink text-sm">
            {t('posDevices.token.label')}
            <Badge tone={device.cloud_token_set ? 'success' : 'warning'}>
              {t(device.cloud_token_set ? 'posDevices.token.set' : 'posDevices.token.notSet')}
            </Badge>
          </p>
          <p className="truncate text-ink-muted text-xs" data-testid="cloud-token-rotated">
            {!device.cloud_token_set
              ? t('posDevices.token.notSetHint')
              : device.cloud_token_rotated_at
                ? t('posDevices.token.rotatedAt', { time: time(device.cloud_token_rotated_at) })
                : t('posDevices.token.neverRotated')}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => onRotate(device)}>
        <RefreshCw aria-hidden="true" />
        {t(device.cloud_token_set ? 'posDevices.token.rotate' : 'posDevices.token.create')}
      </Button>
    </div>
  );
}
