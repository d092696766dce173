import { ErrorPanel } from '@kiosk/catalogue-ui';
import type { AuditEntry } from '@kiosk/contracts';
import { cn, useLanguage } from '@kiosk/ui';
import {
  Building2,
  CreditCard,
  FolderTree,
  History,
  type LucideIcon,
  MonitorSmartphone,
  Package,
  PanelsTopLeft,
  Settings,
  SlidersHorizontal,
  Store,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/get-audit-log';
import { actionKey, actionTone } from '../utils/audit-action';
import { formatDateTime, formatRelativeTime } from '../utils/relative-time';

const ENTITY_ICONS: Record<string, LucideIcon> = {
  product: Package,
  category: FolderTree,
  configuration: SlidersHorizontal,
  product_configuration: SlidersHorizontal,
  settings: Settings,
  welcome_page: PanelsTopLeft,
  kiosk: MonitorSmartphone,
  kiosk_pos_device: CreditCard,
  pos_device: CreditCard,
  business: Building2,
  store: Store,
};

const TONES = {
  create: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  update: 'bg-sky-50 text-sky-700 ring-sky-200',
  delete: 'bg-red-50 text-red-700 ring-red-200',
  other: 'bg-surface-muted text-ink-muted ring-line',
} as const;

/** 'Recent Activity': the latest catalogue changes from the audit log: who, what, when. */
export function RecentActivity() {
  const { t } = useTranslation();
  const log = useAuditLog(10);
  return (
    <section
      aria-labelledby="recent-activity-title"
      className="rounded-2xl border border-line bg-white shadow-card"
      data-testid="recent-activity"
    >
      <div className="flex items-center justify-between gap-3 border-line border-b px-5 py-4">
        <h2 id="recent-activity-title" className="font-semibold text-ink text-lg">
          {t('catalogue.dashboard.activity.title')}
        </h2>
        <History className="size-5 text-ink-muted" aria-hidden="true" />
      </div>
      {log.isPending ? (
        <ul className="divide-y divide-line" aria-busy="true" aria-label={t('ui.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <li key={row} className="flex items-center gap-3 px-5 py-4">
              <span className="size-10 animate-pulse rounded-full bg-surface-muted" />
              <span className="flex-1 space-y-2">
                <span className="block h-3.5 w-2/3 animate-pulse rounded bg-surface-muted" />
                <span className="block h-3 w-1/3 animate-pulse rounded bg-surface-muted" />
              </span>
            </li>
          ))}
        </ul>
      ) : log.isError ? (
        <ErrorPanel
          message={t('catalogue.dashboard.activity.loadError')}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.data.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-12 text-center">
          <History className="mb-3 size-8 text-ink-muted/60" aria-hidden="true" strokeWidth={1.5} />
          <p className="font-medium text-ink">{t('catalogue.dashboard.activity.empty')}</p>
          <p className="mt-1 max-w-sm text-ink-muted text-sm">
            {t('catalogue.dashboard.activity.emptyHint')}
          </p>
        </div>
      ) : (
        <ol className="divide-y divide-line">
          {log.data.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const Icon = ENTITY_ICONS[entry.entity_type] ?? History;
  const tone = actionTone(entry.action);
  const actor = entry.actor_email ?? t('catalogue.dashboard.activity.system');
  return (
    <li className="flex items-start gap-3 px-5 py-3.5" data-testid="activity-entry">
      <span
        className={cn(
          'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full ring-1 ring-inset',
          TONES[tone],
        )}
      >
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-ink text-sm">
          <span className="font-semibold">{t(actionKey(entry.action), { action: entry.action })}</span>
          {entry.summary && (
            <>
              <span className="text-ink-muted">: </span>
              <span className="break-words">{entry.summary}</span>
            </>
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-ink-muted text-xs">
          <span className="truncate">{actor}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={entry.at} title={formatDateTime(entry.at, locale)}>
            {formatRelativeTime(entry.at, locale)}
          </time>
        </p>
      </div>
    </li>
  );
}
