import type { KioskPresence } from '@kiosk/contracts';
import { Badge } from '@kiosk/ui';
import { Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TONES = { online: 'success', idle: 'warning', offline: 'muted' } as const;

/** Online / idle / offline with the connection quality as its title. */
export function PresenceBadge({ presence }: { presence: KioskPresence }) {
  const { t } = useTranslation();
  const Icon = presence.status === 'offline' ? WifiOff : Wifi;
  const quality = t(`fleet.presence.quality_${presence.connectionQuality}`);
  const title =
    presence.round_trip_ms !== null
      ? `${quality} · ${t('fleet.presence.roundTrip', { ms: presence.round_trip_ms })}`
      : quality;
  return (
    <span title={title} data-testid="presence" data-status={presence.status}>
      <Badge tone={TONES[presence.status]}>
        <Icon className="size-3.5" aria-hidden="true" />
        {t(`fleet.presence.${presence.status}`)}
      </Badge>
    </span>
  );
}
