import type { KioskUser } from '@kiosk/contracts';
import { Badge, Button, cn, useLanguage } from '@kiosk/ui';
import { Activity, Eye, KeyRound, Link2, Lock, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../utils/format';
import { PresenceBadge } from './presence-badge';

export interface KioskCardActions {
  onHealthCheck: (kiosk: KioskUser) => void;
  onLinkPos: (kiosk: KioskUser) => void;
  onEdit: (kiosk: KioskUser) => void;
  onResetPassword: (kiosk: KioskUser) => void;
  onDelete: (kiosk: KioskUser) => void;
  onRestore: (kiosk: KioskUser) => void;
}

/** A kiosk on the kiosk management grid (spec 2: every field and action of the card). */
export function KioskCard({
  kiosk,
  superAdmin,
  actions,
}: {
  kiosk: KioskUser;
  superAdmin: boolean;
  actions: KioskCardActions;
}) {
  return (
    <article
      className={cn(
        'flex min-w-0 flex-col rounded-2xl border border-line bg-white p-5 shadow-sm',
        kiosk.is_deleted && 'border-dashed bg-surface opacity-80',
      )}
      data-testid="kiosk-card"
      data-username={kiosk.username}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-ink text-lg">{kiosk.username}</h2>
          <p className="truncate text-ink-muted text-sm">
            {kiosk.device_name} · <span className="font-mono">{kiosk.public_id}</span>
          </p>
        </div>
        <PresenceBadge presence={kiosk.presence} />
      </header>
      <KioskBadges kiosk={kiosk} />
      <KioskFacts kiosk={kiosk} />
      <LinkedPosList kiosk={kiosk} />
      <KioskCardActionsBar kiosk={kiosk} superAdmin={superAdmin} actions={actions} />
    </article>
  );
}

/** The kiosk's state, payment mode and PIN badges. */
function KioskBadges({ kiosk }: { kiosk: KioskUser }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap gap-1.5">
      {kiosk.is_deleted ? (
        <Badge tone="warning">{t('fleet.common.deleted')}</Badge>
      ) : (
        <Badge tone={kiosk.is_active ? 'success' : 'muted'} dot>
          {t(kiosk.is_active ? 'fleet.common.active' : 'fleet.common.passive')}
        </Badge>
      )}
      <Badge tone={kiosk.payment_mode === 'CLOUD' ? 'info' : 'gold'}>{kiosk.payment_mode}</Badge>
      {kiosk.has_pin && (
        <Badge tone="muted">
          <Lock className="size-3" aria-hidden="true" />
          {t('fleet.kiosks.pinProtected')}
        </Badge>
      )}
    </div>
  );
}

/** The kiosk's account facts and when it was last seen. */
function KioskFacts({ kiosk }: { kiosk: KioskUser }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const row = (label: string, value: ReactNode) => <FactRow label={label} value={value} />;
  return (
    <dl className="mt-3 divide-y divide-line text-sm">
      {row(t('fleet.kiosks.email'), kiosk.email)}
      {row(t('fleet.kiosks.business'), kiosk.business_name)}
      {row(t('fleet.kiosks.store'), kiosk.store_name)}
      {row(
        t('fleet.kiosks.fingerprint'),
        kiosk.device_fingerprint_hash ? (
          <span className="font-mono" title={kiosk.device_fingerprint ?? undefined}>
            {kiosk.device_fingerprint_hash.slice(0, 8)}
          </span>
        ) : null,
      )}
      {row(
        '',
        kiosk.presence.status === 'offline'
          ? t('fleet.presence.lastLogin', {
              time: kiosk.last_login_at
                ? formatDateTime(kiosk.last_login_at, locale)
                : t('fleet.common.never'),
            })
          : t('fleet.presence.lastActivity', {
              time: formatDateTime(kiosk.presence.last_activity_at, locale),
            }),
      )}
      {kiosk.is_deleted &&
        row('', t('fleet.kiosks.deletedAt', { time: formatDateTime(kiosk.deleted_at, locale) }))}
    </dl>
  );
}

function FactRow({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 justify-between gap-3 py-1">
      <dt className="shrink-0 text-ink-muted">{label}</dt>
      <dd className="min-w-0 truncate text-right text-ink">{value || t('fleet.common.none')}</dd>
    </div>
  );
}

/** The POS devices linked to the kiosk, primary and active marked. */
function LinkedPosList({ kiosk }: { kiosk: KioskUser }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <p className="mb-1.5 font-medium text-ink-muted text-xs uppercase tracking-wide">
        {t('fleet.kiosks.linkedPos')}
      </p>
      {kiosk.pos_devices.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('fleet.kiosks.noLinkedPos')}</p>
      ) : (
        <ul className="grid min-w-0 gap-1.5" data-testid="kiosk-card-pos">
          {kiosk.pos_devices.map((d) => (
            <li
              key={d.link_id}
              className="flex min-w-0 items-center justify-between gap-2 rounded-lg bg-surface px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate">
                {d.device_name ?? d.pos_serial_number}{' '}
                <span className="text-ink-muted">· {d.pos_serial_number}</span>
              </span>
              <span className="flex shrink-0 gap-1">
                {d.is_primary && <Badge tone="gold">{t('fleet.kiosks.primary')}</Badge>}
                <Badge tone={d.is_active_for_kiosk && d.is_active ? 'success' : 'muted'}>
                  {t(d.is_active_for_kiosk && d.is_active ? 'fleet.common.active' : 'fleet.common.passive')}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The card's buttons: restore / hard delete for a deleted kiosk, else the kiosk's actions. */
function KioskCardActionsBar({
  kiosk,
  superAdmin,
  actions,
}: {
  kiosk: KioskUser;
  superAdmin: boolean;
  actions: KioskCardActions;
}) {
  const { t } = useTranslation();
  return (
    <footer className="mt-4 flex flex-wrap gap-2 border-line border-t pt-4">
      {kiosk.is_deleted ? (
        superAdmin && (
          <>
            <Button size="sm" variant="outline" onClick={() => actions.onRestore(kiosk)}>
              <RotateCcw aria-hidden="true" />
              {t('fleet.common.restore')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => actions.onDelete(kiosk)}>
              <Trash2 aria-hidden="true" />
              {t('fleet.kiosks.hardDelete')}
            </Button>
          </>
        )
      ) : (
        <>
          {kiosk.presence.status !== 'offline' && (
            <Button size="sm" variant="outline" onClick={() => actions.onHealthCheck(kiosk)}>
              <Activity aria-hidden="true" />
              {t('fleet.kiosks.healthCheck')}
            </Button>
          )}
          <Link
            to={`/kiosk-detail/${kiosk.id}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-xl border border-line px-3 font-medium text-ink text-sm hover:bg-surface-muted"
          >
            <Eye className="size-4" aria-hidden="true" />
            {t('fleet.kiosks.detail')}
          </Link>
          <Button size="sm" variant="outline" onClick={() => actions.onLinkPos(kiosk)}>
            <Link2 aria-hidden="true" />
            {t('fleet.kiosks.linkPos')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => actions.onEdit(kiosk)}>
            <Pencil aria-hidden="true" />
            {t('fleet.common.edit')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => actions.onResetPassword(kiosk)}>
            <KeyRound aria-hidden="true" />
            {t('fleet.kiosks.resetPassword')}
          </Button>
          {superAdmin && (
            <Button size="sm" variant="danger" onClick={() => actions.onDelete(kiosk)}>
              <Trash2 aria-hidden="true" />
              {t('fleet.common.delete')}
            </Button>
          )}
        </>
      )}
    </footer>
  );
}
