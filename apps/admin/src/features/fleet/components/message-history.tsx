import type { KioskMessageHistoryItem } from '@kiosk/contracts';
import { shortMessageId } from '@kiosk/domain';
import { Badge, Spinner } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useKioskMessages } from '../api/get-kiosk-messages';
import { formatDateTime } from '../utils/format';

const STATUS_TONES = { pending: 'info', delivered: 'success', expired: 'muted', failed: 'warning' } as const;

/** The chosen kiosk's last messages with their status and, when answered, the kiosk's result. */
export function MessageHistory({ kioskId }: { kioskId: string }) {
  const { t, i18n } = useTranslation();
  const messages = useKioskMessages(kioskId);
  const list: KioskMessageHistoryItem[] = messages.data ?? [];
  return (
    <section aria-labelledby="messenger-history" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="messenger-history" className="pb-3 font-semibold text-ink">
        {t('fleet.messenger.history')}
      </h2>
      {messages.isPending ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('fleet.messenger.historyEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {list.map((m) => (
            <li
              key={m.id}
              className="flex flex-col gap-1 py-3"
              data-testid="messenger-message"
              data-message-id={m.id}
              data-status={m.status}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="muted">{t(`fleet.messenger.type_${m.message_type}`)}</Badge>
                <Badge tone={STATUS_TONES[m.status]}>{t(`fleet.messenger.status_${m.status}`)}</Badge>
                <span className="font-mono text-ink-muted text-xs">{shortMessageId(m.id)}</span>
                <span className="text-ink-muted text-xs">{formatDateTime(m.created_at, i18n.language)}</span>
              </div>
              <code className="break-all text-ink text-sm" data-testid="message-preview">
                {m.preview}
              </code>
              {m.response && (
                <details className="text-sm">
                  <summary className="cursor-pointer text-ink-muted">{t('fleet.messenger.result')}</summary>
                  <pre className="overflow-x-auto whitespace-pre-wrap text-xs" data-testid="message-result">
                    {JSON.stringify(m.response, null, 2)}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
