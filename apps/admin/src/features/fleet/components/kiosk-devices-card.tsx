import type { KioskDetail, LinkedPosDevice } from '@kiosk/contracts';
import { Badge, Button, ConfirmDialog, Switch, useLanguage } from '@kiosk/ui';
import { PlugZap, Star, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLinkedDeviceActions } from '../hooks/use-linked-device-actions';
import { formatDateTime } from '../utils/format';
import { type ConnectionTestResult, linkedDeviceName, linkToggleKeys } from '../utils/linked-device';
import { DetailCard, DetailRow } from './kiosk-detail-card';

/** The kiosk's linked POS devices, each with its switch, primary, test and unlink actions. */
export function DevicesCard({ kiosk }: { kiosk: KioskDetail }) {
  const { t } = useTranslation();
  const actions = useLinkedDeviceActions(kiosk.id);
  const { unlinking, toggling } = actions;
  const toggleKeys = linkToggleKeys(toggling?.active);
  return (
    <DetailCard title={t('fleet.detail.devices')} testId="kiosk-devices">
      {kiosk.pos_devices.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('fleet.kiosks.noLinkedPos')}</p>
      ) : (
        <ul className="grid gap-3">
          {kiosk.pos_devices.map((d) => (
            <LinkedDeviceItem
              key={d.link_id}
              device={d}
              testing={actions.testing === d.id}
              onToggle={(active) => actions.setToggling({ device: d, active })}
              onSetPrimary={() => actions.setPrimary(d)}
              onTest={() => actions.test(d)}
              onUnlink={() => actions.setUnlinking(d)}
            />
          ))}
        </ul>
      )}
      {actions.result && <ConnectionResult result={actions.result} />}
      <ConfirmDialog
        open={unlinking !== null}
        title={t('fleet.detail.unlink')}
        message={t('fleet.detail.unlinkConfirm', { device: linkedDeviceName(unlinking) })}
        confirmLabel={t('fleet.detail.unlink')}
        pending={actions.pending}
        onConfirm={actions.unlink}
        onCancel={() => actions.setUnlinking(null)}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggleKeys.title)}
        message={t(toggleKeys.message, { device: linkedDeviceName(toggling?.device) })}
        confirmLabel={t(toggleKeys.title)}
        tone={toggleKeys.tone}
        pending={actions.pending}
        onConfirm={actions.toggle}
        onCancel={() => actions.setToggling(null)}
      />
    </DetailCard>
  );
}

function LinkedDeviceItem({
  device: d,
  testing,
  onToggle,
  onSetPrimary,
  onTest,
  onUnlink,
}: {
  device: LinkedPosDevice;
  testing: boolean;
  onToggle: (active: boolean) => void;
  onSetPrimary: () => void;
  onTest: () => void;
  onUnlink: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4"
      data-testid="linked-device"
      data-serial={d.pos_serial_number}
    >
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {d.device_name ?? d.pos_serial_number}{' '}
          {d.is_primary && (
            <Badge tone="gold">
              <Star className="size-3" aria-hidden="true" />
              {t('fleet.kiosks.primary')}
            </Badge>
          )}
        </p>
        <p className="break-words text-ink-muted text-sm">
          {d.pos_serial_number} · {d.ip_address ?? '—'}:{d.port} ·{' '}
          <span data-testid="connection-status">{t(`fleet.pos.status_${d.connection_status}`)}</span>
          {d.last_connected_at &&
            ` · ${t('fleet.pos.lastConnected', { time: formatDateTime(d.last_connected_at, locale) })}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-2 text-sm">
          <Switch
            checked={d.is_active_for_kiosk}
            onCheckedChange={onToggle}
            size="sm"
            tone="success"
            aria-label={t(d.is_active_for_kiosk ? 'fleet.common.active' : 'fleet.common.passive')}
          />
          {t(d.is_active_for_kiosk ? 'fleet.common.active' : 'fleet.common.passive')}
        </span>
        {!d.is_primary && (
          <Button size="sm" variant="outline" onClick={onSetPrimary}>
            <Star aria-hidden="true" />
            {t('fleet.detail.setPrimary')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onTest} loading={testing}>
          <PlugZap aria-hidden="true" />
          {t('fleet.detail.testConnection')}
        </Button>
        <Button size="sm" variant="danger" onClick={onUnlink}>
          <Unlink aria-hidden="true" />
          {t('fleet.detail.unlink')}
        </Button>
      </div>
    </li>
  );
}

function ConnectionResult({ result }: { result: ConnectionTestResult }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="connection-result"
      data-ok={result.ok}
      className={
        result.ok
          ? 'mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm'
          : 'mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm'
      }
    >
      <p className="font-semibold text-ink">
        {t('fleet.detail.testResult')}: {result.device.device_name ?? result.device.pos_serial_number}
      </p>
      {result.ok ? (
        <dl className="mt-2 grid gap-x-6 sm:grid-cols-2">
          <p className="text-emerald-800 sm:col-span-2">{t('fleet.detail.testSuccess')}</p>
          <DetailRow label={t('fleet.detail.serialNumber')}>{result.info.SerialNumber}</DetailRow>
          <DetailRow label={t('fleet.detail.terminalId')}>{result.info.TerminalId}</DetailRow>
          <DetailRow label={t('fleet.detail.merchantId')}>{result.info.MerchantId}</DetailRow>
          <DetailRow label={t('fleet.detail.version')}>{result.info.Version}</DetailRow>
        </dl>
      ) : (
        <p className="mt-1 text-red-800">{result.message}</p>
      )}
    </div>
  );
}
