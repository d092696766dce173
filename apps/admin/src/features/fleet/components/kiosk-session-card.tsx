import type { KioskDetail } from '@kiosk/contracts';
import { Button, ConfirmDialog, toast, useLanguage } from '@kiosk/ui';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useKickSession } from '../api/kick-session';
import { formatDateTime } from '../utils/format';
import { DetailCard, DetailRow } from './kiosk-detail-card';

/** The kiosk's open session (if any) and the button that ends it. */
export function SessionCard({ kiosk }: { kiosk: KioskDetail }) {
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
    <DetailCard
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
          <DetailRow label={t('fleet.detail.loggedInAt')}>
            {formatDateTime(active.logged_in_at, locale)}
          </DetailRow>
          <DetailRow label={t('fleet.detail.lastActivity')}>
            {formatDateTime(active.last_activity_at, locale)}
          </DetailRow>
          <DetailRow label={t('fleet.detail.ipAddress')}>
            {active.ip_address ?? t('fleet.common.none')}
          </DetailRow>
          <DetailRow label={t('fleet.detail.userAgent')}>
            <span className="text-xs">{active.user_agent ?? t('fleet.common.none')}</span>
          </DetailRow>
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
    </DetailCard>
  );
}
