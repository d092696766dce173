import { EmptyPanel, ErrorPanel, LoadingPanel } from '@kiosk/catalogue-ui';
import type { KioskDetail, LinkedPosDevice } from '@kiosk/contracts';
import {
  Badge,
  Button,
  isApiError,
  isSuperAdminUser,
  Select,
  Switch,
  toast,
  useDocumentTitle,
  useLanguage,
  useSession,
} from '@kiosk/ui';
import {
  ArrowLeft,
  Fingerprint,
  LogOut,
  MonitorX,
  Pencil,
  PlugZap,
  Star,
  Trash2,
  Unlink,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { type DeviceInfo, useCheckConnection } from '../api/check-connection';
import { isKioskId, useKiosk } from '../api/get-kiosk';
import { useKickSession } from '../api/kick-session';
import { usePatchKiosk } from '../api/patch-kiosk';
import { usePosKioskManager } from '../api/pos-kiosk-manager';
import { useFleetLiveUpdates } from '../hooks/use-fleet-live-updates';
import { connectionErrorText } from '../utils/connection-error';
import { formatDateTime } from '../utils/format';
import { sessionEndReasonText } from '../utils/session-end-reason';
import { DeleteKioskDialog } from './delete-kiosk-dialog';
import { FingerprintDialog } from './fingerprint-dialog';
import { PresenceBadge } from './presence-badge';
import { PublicIdDialog } from './public-id-dialog';

type TestResult =
  | { ok: true; device: LinkedPosDevice; info: DeviceInfo }
  | { ok: false; device: LinkedPosDevice; message: string };

function Card({
  title,
  actions,
  children,
  testId,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="min-w-0 rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink text-lg">{title}</h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 justify-between gap-3 py-1.5 text-sm">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-all text-right text-ink">{children}</dd>
    </div>
  );
}

/** /kiosk-detail/{id} and /kiosk-management/{id}: one kiosk's info, session, POS devices and history. */
export function KioskDetailPage() {
  const { t } = useTranslation();
  const { kioskId = '' } = useParams();
  const kiosk = useKiosk(kioskId);
  useFleetLiveUpdates();
  useDocumentTitle(kiosk.data?.username ?? t('fleet.kiosks.title'), t('common.appName.admin'));
  const { user } = useSession();
  const superAdmin = isSuperAdminUser(user);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<KioskDetail | null>(null);

  const back = (
    <Link
      to="/kiosk-management"
      className="mb-4 inline-flex items-center gap-1.5 text-ink-muted text-sm hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('fleet.detail.back')}
    </Link>
  );
  if (kiosk.isPending && isKioskId(kioskId)) return <LoadingPanel />;
  if (kiosk.isError || !isKioskId(kioskId)) {
    // 404, or an address that is no kiosk id at all
    const missing =
      !isKioskId(kioskId) ||
      (isApiError(kiosk.error) && (kiosk.error.status === 404 || kiosk.error.status === 400));
    return (
      <div className="mx-auto w-full max-w-6xl">
        {back}
        {missing ? (
          <div data-testid="kiosk-not-found">
            <EmptyPanel
              icon={MonitorX}
              title={t('fleet.detail.notFound')}
              className="rounded-2xl border border-line bg-white"
            />
          </div>
        ) : (
          <ErrorPanel message={t('fleet.common.loadError')} onRetry={() => void kiosk.refetch()} />
        )}
      </div>
    );
  }
  const k = kiosk.data;
  if (!k) return <LoadingPanel />;
  return (
    <div className="mx-auto w-full max-w-6xl">
      {back}
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl text-ink">{k.username}</h1>
          <p className="text-ink-muted">
            {k.device_name} · <span className="font-mono">{k.public_id}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <PresenceBadge presence={k.presence} />
          {superAdmin && (
            <Button variant="danger" onClick={() => setDeleting(k)}>
              <Trash2 aria-hidden="true" />
              {t('fleet.detail.deleteKiosk')}
            </Button>
          )}
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <InfoCard kiosk={k} />
        <SessionCard kiosk={k} />
        <div className="lg:col-span-2">
          <DevicesCard kiosk={k} />
        </div>
        <div className="lg:col-span-2">
          <HistoryCard kiosk={k} />
        </div>
      </div>
      <DeleteKioskDialog
        kiosk={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate('/kiosk-management')}
      />
    </div>
  );
}

function InfoCard({ kiosk }: { kiosk: KioskDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const patch = usePatchKiosk();
  const [fingerprintOpen, setFingerprintOpen] = useState(false);
  const [publicIdOpen, setPublicIdOpen] = useState(false);
  function setMode(mode: 'REST' | 'CLOUD') {
    patch.mutate(
      { id: kiosk.id, payment_mode: mode },
      {
        onSuccess: () => toast.success(t('fleet.detail.paymentModeUpdated')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.detail.paymentModeError'))),
      },
    );
  }
  return (
    <Card
      title={t('fleet.detail.info')}
      testId="kiosk-info"
      actions={
        <>
          <Button size="sm" variant="outline" onClick={() => setFingerprintOpen(true)}>
            <Fingerprint aria-hidden="true" />
            {t('fleet.detail.updateFingerprint')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPublicIdOpen(true)}>
            <Pencil aria-hidden="true" />
            {t('fleet.detail.editPublicId')}
          </Button>
        </>
      }
    >
      <dl className="divide-y divide-line">
        <Row label={t('fleet.kiosks.publicId')}>
          <span className="font-mono" data-testid="detail-public-id">
            {kiosk.public_id}
          </span>
        </Row>
        <Row label={t('fleet.kiosks.email')}>{kiosk.email ?? t('fleet.common.none')}</Row>
        <Row label={t('fleet.kiosks.business')}>{kiosk.business_name ?? t('fleet.common.none')}</Row>
        <Row label={t('fleet.kiosks.store')}>{kiosk.store_name ?? t('fleet.common.none')}</Row>
        <Row label={t('fleet.kiosks.fingerprint')}>
          <span className="font-mono" title={kiosk.device_fingerprint_hash ?? undefined}>
            {kiosk.device_fingerprint ?? t('fleet.common.none')}
          </span>
        </Row>
        <Row label={t('fleet.common.active')}>
          <Badge tone={kiosk.is_active ? 'success' : 'muted'} dot>
            {t(kiosk.is_active ? 'fleet.common.active' : 'fleet.common.passive')}
          </Badge>
        </Row>
        <Row label={t('fleet.kiosks.pinProtected')}>{kiosk.has_pin ? '✓' : t('fleet.common.none')}</Row>
        <Row label={t('fleet.detail.lastIp')}>{kiosk.last_ip_address ?? t('fleet.common.none')}</Row>
        <Row label={t('fleet.detail.createdAt')}>{formatDateTime(kiosk.created_at, locale)}</Row>
        <Row label={t('fleet.kiosks.paymentMode')}>
          <Select
            aria-label={t('fleet.kiosks.paymentMode')}
            className="w-36"
            value={kiosk.payment_mode}
            disabled={patch.isPending}
            onChange={(e) => setMode(e.target.value as 'REST' | 'CLOUD')}
          >
            <option value="REST">REST</option>
            <option value="CLOUD">CLOUD</option>
          </Select>
        </Row>
      </dl>
      <FingerprintDialog
        kioskId={kiosk.id}
        current={kiosk.device_fingerprint}
        open={fingerprintOpen}
        onClose={() => setFingerprintOpen(false)}
      />
      <PublicIdDialog
        kioskId={kiosk.id}
        current={kiosk.public_id}
        open={publicIdOpen}
        onClose={() => setPublicIdOpen(false)}
      />
    </Card>
  );
}

function SessionCard({ kiosk }: { kiosk: KioskDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const kick = useKickSession();
  const [confirming, setConfirming] = useState(false);
  const active = kiosk.session_history.find((s) => s.is_active);
  function confirmKick() {
    if (!active) return;
    kick.mutate(
      { sessionId: active.id, reason: 'kicked' },
      {
        onSuccess: (ended) => {
          setConfirming(false);
          if (ended) toast.success(t('fleet.detail.kickSuccess'));
          else toast.info(t('fleet.detail.noActiveSession'));
        },
        onError: (e) => {
          setConfirming(false);
          toast.error(fleetErrorMessage(e, t, t('fleet.detail.kickError')));
        },
      },
    );
  }
  return (
    <Card
      title={t('fleet.detail.session')}
      testId="kiosk-session"
      actions={
        active && (
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" />
            {t('fleet.detail.kick')}
          </Button>
        )
      }
    >
      {active ? (
        <dl className="divide-y divide-line">
          <Row label={t('fleet.detail.loggedInAt')}>{formatDateTime(active.logged_in_at, locale)}</Row>
          <Row label={t('fleet.detail.lastActivity')}>{formatDateTime(active.last_activity_at, locale)}</Row>
          <Row label={t('fleet.detail.ipAddress')}>{active.ip_address ?? t('fleet.common.none')}</Row>
          <Row label={t('fleet.detail.userAgent')}>
            <span className="text-xs">{active.user_agent ?? t('fleet.common.none')}</span>
          </Row>
        </dl>
      ) : (
        <p className="text-ink-muted text-sm">{t('fleet.detail.noSession')}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('fleet.detail.kick')}
        message={t('fleet.detail.kickConfirm')}
        confirmLabel={t('fleet.detail.kick')}
        pending={kick.isPending}
        onConfirm={confirmKick}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}

function DevicesCard({ kiosk }: { kiosk: KioskDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const manager = usePosKioskManager();
  const check = useCheckConnection();
  const [unlinking, setUnlinking] = useState<LinkedPosDevice | null>(null);
  const [toggling, setToggling] = useState<{ device: LinkedPosDevice; active: boolean } | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  function setPrimary(d: LinkedPosDevice) {
    manager.mutate(
      { action: 'set_primary', linkId: d.link_id, kioskUserId: kiosk.id },
      {
        onSuccess: () => toast.success(t('fleet.detail.primarySet')),
        onError: (e) => toast.error(fleetErrorMessage(e, t, t('fleet.detail.setPrimaryError'))),
      },
    );
  }
  function toggle() {
    if (!toggling) return;
    const { device, active } = toggling;
    manager.mutate(
      { action: 'toggle_active', linkId: device.link_id, isActive: active },
      {
        onSuccess: () => {
          toast.success(t(active ? 'fleet.detail.linkActivated' : 'fleet.detail.linkDeactivated'));
          setToggling(null);
        },
        onError: (e) => {
          toast.error(fleetErrorMessage(e, t, t('fleet.detail.statusError')));
          setToggling(null);
        },
      },
    );
  }
  function unlink() {
    if (!unlinking) return;
    manager.mutate(
      { action: 'unlink', linkId: unlinking.link_id },
      {
        onSuccess: () => {
          toast.success(t('fleet.detail.unlinked'));
          setUnlinking(null);
        },
        onError: (e) => {
          toast.error(fleetErrorMessage(e, t, t('fleet.detail.unlinkError')));
          setUnlinking(null);
        },
      },
    );
  }
  function test(d: LinkedPosDevice) {
    setTesting(d.id);
    check.mutate(
      { kioskId: kiosk.id, posDeviceId: d.id },
      {
        onSuccess: (info) => setResult({ ok: true, device: d, info }),
        onError: (e) => setResult({ ok: false, device: d, message: connectionErrorText(e, t) }),
        onSettled: () => setTesting(null),
      },
    );
  }
  return (
    <Card title={t('fleet.detail.devices')} testId="kiosk-devices">
      {kiosk.pos_devices.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('fleet.kiosks.noLinkedPos')}</p>
      ) : (
        <ul className="grid gap-3">
          {kiosk.pos_devices.map((d) => (
            <li
              key={d.link_id}
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
                    onCheckedChange={(active) => setToggling({ device: d, active })}
                    size="sm"
                    tone="success"
                    aria-label={t(d.is_active_for_kiosk ? 'fleet.common.active' : 'fleet.common.passive')}
                  />
                  {t(d.is_active_for_kiosk ? 'fleet.common.active' : 'fleet.common.passive')}
                </span>
                {!d.is_primary && (
                  <Button size="sm" variant="outline" onClick={() => setPrimary(d)}>
                    <Star aria-hidden="true" />
                    {t('fleet.detail.setPrimary')}
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={() => test(d)} loading={testing === d.id}>
                  <PlugZap aria-hidden="true" />
                  {t('fleet.detail.testConnection')}
                </Button>
                <Button size="sm" variant="danger" onClick={() => setUnlinking(d)}>
                  <Unlink aria-hidden="true" />
                  {t('fleet.detail.unlink')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {result && (
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
              <Row label={t('fleet.detail.serialNumber')}>{result.info.SerialNumber}</Row>
              <Row label={t('fleet.detail.terminalId')}>{result.info.TerminalId}</Row>
              <Row label={t('fleet.detail.merchantId')}>{result.info.MerchantId}</Row>
              <Row label={t('fleet.detail.version')}>{result.info.Version}</Row>
            </dl>
          ) : (
            <p className="mt-1 text-red-800">{result.message}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={unlinking !== null}
        title={t('fleet.detail.unlink')}
        message={t('fleet.detail.unlinkConfirm', {
          device: unlinking?.device_name ?? unlinking?.pos_serial_number ?? '',
        })}
        confirmLabel={t('fleet.detail.unlink')}
        pending={manager.isPending}
        onConfirm={unlink}
        onCancel={() => setUnlinking(null)}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggling?.active ? 'fleet.detail.linkActivate' : 'fleet.detail.linkDeactivate')}
        message={t(
          toggling?.active ? 'fleet.detail.linkActivateConfirm' : 'fleet.detail.linkDeactivateConfirm',
          {
            device: toggling?.device.device_name ?? toggling?.device.pos_serial_number ?? '',
          },
        )}
        confirmLabel={t(toggling?.active ? 'fleet.detail.linkActivate' : 'fleet.detail.linkDeactivate')}
        tone={toggling?.active ? 'primary' : 'danger'}
        pending={manager.isPending}
        onConfirm={toggle}
        onCancel={() => setToggling(null)}
      />
    </Card>
  );
}

const HISTORY_COLUMNS = ['loggedInAt', 'lastActivity', 'endedAt', 'endReason', 'ipAddress'] as const;

function HistoryCard({ kiosk }: { kiosk: KioskDetail }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <Card title={t('fleet.detail.history')} testId="kiosk-history">
      {kiosk.session_history.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('fleet.detail.noHistory')}</p>
      ) : (
        // A phone shows each session as a block of labelled lines; wider screens a table.
        <table className="block w-full text-left text-sm sm:table">
          <thead className="hidden text-ink-muted sm:table-header-group">
            <tr>
              {HISTORY_COLUMNS.map((column) => (
                <th key={column} className="py-2 pr-4 font-medium last:pr-0">
                  {t(`fleet.detail.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-line sm:table-row-group">
            {kiosk.session_history.map((s) => (
              <tr key={s.id} data-testid="history-row" className="block py-2 sm:table-row sm:py-0">
                {[
                  formatDateTime(s.logged_in_at, locale),
                  formatDateTime(s.last_activity_at, locale),
                  s.is_active ? (
                    <Badge key="active" tone="success" dot>
                      {t('fleet.detail.activeNow')}
                    </Badge>
                  ) : (
                    formatDateTime(s.ended_at, locale)
                  ),
                  sessionEndReasonText(s.end_reason, t),
                  s.ip_address ?? '',
                ].map((value, index) => (
                  <td
                    key={HISTORY_COLUMNS[index]}
                    className="flex justify-between gap-3 py-0.5 sm:table-cell sm:py-2 sm:pr-4 sm:last:pr-0"
                  >
                    <span className="text-ink-muted sm:hidden">
                      {t(`fleet.detail.${HISTORY_COLUMNS[index]}`)}
                    </span>
                    <span className="min-w-0 break-all text-right sm:text-left">{value}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
