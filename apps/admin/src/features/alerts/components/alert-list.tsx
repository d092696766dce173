import type { AlertItem } from '@kiosk/contracts';
import { cn, useLanguage } from '@kiosk/ui';
import {
  ChevronRight,
  CircleDollarSign,
  ClipboardList,
  CreditCard,
  type LucideIcon,
  MonitorOff,
  Printer,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertText, sinceAgo, sinceClock } from '../utils/alert-view';

const KIND_ICONS: Record<AlertItem['kind'], LucideIcon> = {
  kiosk_offline: MonitorOff,
  terminal_unanswered: CreditCard,
  printer_problem: Printer,
  till_session_open: Wallet,
  open_order_old: ClipboardList,
  payment_unsettled: CircleDollarSign,
};

/** One alert: its kind's icon, what it is, since when, and a link to the thing. */
function AlertRow({ alert, now, onNavigate }: { alert: AlertItem; now: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const Icon = KIND_ICONS[alert.kind];
  const text = alertText(alert);
  const detail = text.detailKey ? t(text.detailKey) : text.detail;
  const ago = sinceAgo(alert.since, now);
  const critical = alert.severity === 'critical';
  return (
    <li>
      <Link
        to={alert.link}
        onClick={onNavigate}
        data-testid="alert-item"
        data-kind={alert.kind}
        className="flex min-h-14 items-center gap-3 px-4 py-2.5 hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset"
      >
        <span
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-xl',
            critical ? 'bg-red-50 text-red-700' : 'bg-amber-50 text-amber-700',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
          <span className="sr-only">{t(`alerts.severity.${alert.severity}`)}: </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block break-words font-medium text-ink text-sm">
            {t(text.key, { name: alert.subject_name, detail })}
          </span>
          <span className="block text-ink-muted text-xs">
            <time dateTime={alert.since}>
              {t('alerts.since.at', { time: sinceClock(alert.since, locale, now) })}
            </time>
            {' · '}
            {t(`alerts.since.${ago.unit}`, { count: ago.count })}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The alerts as a list of links (the bell's panel and the dashboard's card). */
export function AlertList({
  alerts,
  now,
  onNavigate,
}: {
  alerts: readonly AlertItem[];
  now: number;
  onNavigate?: () => void;
}) {
  return (
    <ul className="divide-y divide-line" data-testid="alert-list">
      {alerts.map((alert) => (
        <AlertRow key={alert.key} alert={alert} now={now} {...(onNavigate ? { onNavigate } : {})} />
      ))}
    </ul>
  );
}
