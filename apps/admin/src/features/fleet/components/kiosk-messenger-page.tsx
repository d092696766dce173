import { cn, PageHeader, Spinner, toast, useDocumentTitle } from '@kiosk/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKiosks } from '../api/get-kiosks';
import { useFleetLiveUpdates } from '../hooks/use-fleet-live-updates';
import { useMessageAcks } from '../hooks/use-message-acks';
import { formatDateTime } from '../utils/format';
import { MessageComposer } from './message-composer';
import { MessageHistory } from './message-history';
import { PresenceBadge } from './presence-badge';

/**
 * /kiosk-messenger (spec 001: kiosk messaging): kiosks with presence and last seen (live), a composer
 * for the four message types (to the chosen kiosk or every kiosk of its store), and the chosen
 * kiosk's last 20 messages with their status; 'Message received by kiosk!' as each ack arrives.
 */
export function KioskMessengerPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('fleet.messenger.title'), t('common.appName.admin'));
  useFleetLiveUpdates();
  const kiosks = useKiosks();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sentIds = useRef(new Set<string>());
  const acksJoined = useMessageAcks((ack) => {
    if (sentIds.current.has(ack.message_id)) toast.success(t('fleet.messenger.received'));
  });
  const list = [...(kiosks.data ?? [])].sort((a, b) => a.username.localeCompare(b.username));
  const selected = list.find((k) => k.id === selectedId) ?? null;

  return (
    <div
      className="mx-auto w-full max-w-7xl"
      data-testid="kiosk-messenger"
      data-acks={acksJoined ? 'joined' : 'pending'}
    >
      <PageHeader title={t('fleet.messenger.title')} description={t('fleet.messenger.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby="messenger-kiosks" className="rounded-2xl border border-line bg-white p-3">
          <h2 id="messenger-kiosks" className="px-2 pb-2 font-semibold text-ink">
            {t('fleet.messenger.kiosks')}
          </h2>
          {kiosks.isPending ? (
            <Spinner />
          ) : list.length === 0 ? (
            <p className="px-2 text-ink-muted text-sm">{t('fleet.messenger.noKiosks')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {list.map((kiosk) => (
                <li key={kiosk.id}>
                  <button
                    type="button"
                    data-testid="messenger-kiosk"
                    data-kiosk-id={kiosk.id}
                    aria-pressed={kiosk.id === selectedId}
                    onClick={() => setSelectedId(kiosk.id)}
                    className={cn(
                      'flex w-full flex-col items-start gap-1 rounded-xl px-3 py-2 text-left hover:bg-surface-muted',
                      kiosk.id === selectedId && 'bg-primary-50 ring-2 ring-primary-200',
                    )}
                  >
                    <span className="flex w-full items-center justify-between gap-2">
                      <span className="truncate font-medium text-ink">{kiosk.username}</span>
                      <PresenceBadge presence={kiosk.presence} />
                    </span>
                    <span className="text-ink-muted text-xs">
                      {t('fleet.messenger.lastSeen', {
                        time: kiosk.presence.last_activity_at
                          ? formatDateTime(kiosk.presence.last_activity_at, i18n.language)
                          : t('fleet.messenger.never'),
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-col gap-6">
          <MessageComposer
            kiosk={selected}
            onSent={(ids) => {
              for (const id of ids) sentIds.current.add(id);
            }}
          />
          {selected ? (
            <MessageHistory kioskId={selected.id} />
          ) : (
            <p className="rounded-2xl border border-line bg-white p-6 text-ink-muted">
              {t('fleet.messenger.chooseKiosk')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
