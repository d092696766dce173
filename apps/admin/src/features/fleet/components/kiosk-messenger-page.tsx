import type { KioskMessageHistoryItem, KioskUser } from '@kiosk/contracts';
import {
  composeMessagePayload,
  KIOSK_MESSAGE_TTL_SECONDS,
  type KioskMessageType,
  MESSAGE_TYPES,
  parseMessageTtl,
  shortMessageId,
} from '@kiosk/domain';
import {
  Badge,
  Button,
  cn,
  Field,
  Input,
  PageHeader,
  Select,
  Spinner,
  Textarea,
  toast,
  useDocumentTitle,
} from '@kiosk/ui';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetErrorMessage } from '../../../lib/fleet-error';
import { useKioskMessages } from '../api/get-kiosk-messages';
import { useKiosks } from '../api/get-kiosks';
import { useSendKioskMessage } from '../api/send-kiosk-message';
import { useFleetLiveUpdates } from '../hooks/use-fleet-live-updates';
import { useMessageAcks } from '../hooks/use-message-acks';
import { formatDateTime } from '../utils/format';
import { PresenceBadge } from './presence-badge';

const STATUS_TONES = { pending: 'info', delivered: 'success', expired: 'muted', failed: 'warning' } as const;

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
          <Composer
            kiosk={selected}
            onSent={(ids) => {
              for (const id of ids) sentIds.current.add(id);
            }}
          />
          {selected ? (
            <History kioskId={selected.id} />
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

function Composer({ kiosk, onSent }: { kiosk: KioskUser | null; onSent: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<KioskMessageType>('NOTIFICATION');
  const [text, setText] = useState('');
  const [toStore, setToStore] = useState(false);
  const [ttl, setTtl] = useState(String(KIOSK_MESSAGE_TTL_SECONDS));
  const send = useSendKioskMessage();
  const payload = composeMessagePayload(type, text);
  const ttlSeconds = parseMessageTtl(ttl);
  const ttlValid = ttlSeconds !== undefined;
  const canSend = kiosk !== null && payload !== undefined && ttlValid && !send.isPending;

  function submit() {
    if (!kiosk) {
      toast.error(t('fleet.messenger.selectKiosk'));
      return;
    }
    if (!payload || ttlSeconds === undefined) return;
    send.mutate(
      {
        ...(toStore && kiosk.store_id ? { store_id: kiosk.store_id } : { target_kiosk_id: kiosk.id }),
        message_type: type,
        payload,
        ttl_seconds: ttlSeconds,
      },
      {
        onSuccess: (sent) => {
          onSent(sent.map((m) => m.id));
          if (sent.length === 1 && sent[0]) {
            toast.success(t('fleet.messenger.sent', { id: shortMessageId(sent[0].id) }));
          } else toast.success(t('fleet.messenger.sentToStore', { count: sent.length }));
          setText('');
        },
        onError: (error) => toast.error(fleetErrorMessage(error, t, t('fleet.messenger.sendFailed'))),
      },
    );
  }

  const hint =
    type === 'COMMAND'
      ? t('fleet.messenger.commandHint')
      : type === 'POS_COMMAND'
        ? t('fleet.messenger.posHint')
        : type === 'STATUS_REQUEST'
          ? t('fleet.messenger.statusHint')
          : undefined;
  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
      aria-label={t('fleet.messenger.send')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {!kiosk && (
        <p role="status" className="text-ink-muted text-sm">
          {t('fleet.messenger.selectKiosk')}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <Field label={t('fleet.messenger.type')} id="messenger-type">
          <Select
            id="messenger-type"
            value={type}
            onChange={(e) => setType(e.target.value as KioskMessageType)}
          >
            {MESSAGE_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`fleet.messenger.type_${m}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('fleet.messenger.target')} id="messenger-target">
          <Select
            id="messenger-target"
            value={toStore ? 'store' : 'kiosk'}
            onChange={(e) => setToStore(e.target.value === 'store')}
            disabled={!kiosk?.store_id}
          >
            <option value="kiosk">{t('fleet.messenger.targetKiosk')}</option>
            <option value="store">
              {t('fleet.messenger.targetStore', { store: kiosk?.store_name ?? '—' })}
            </option>
          </Select>
        </Field>
        <Field
          label={t('fleet.messenger.ttl')}
          id="messenger-ttl"
          hint={t('fleet.messenger.ttlRange')}
          error={ttlValid ? undefined : t('fleet.messenger.ttlInvalid')}
        >
          <Input
            id="messenger-ttl"
            inputMode="numeric"
            value={ttl}
            invalid={!ttlValid}
            onChange={(e) => setTtl(e.target.value)}
          />
        </Field>
      </div>
      {(type === 'NOTIFICATION' || type === 'COMMAND' || type === 'POS_COMMAND') && (
        <Field
          label={
            type === 'NOTIFICATION' ? t('fleet.messenger.messageText') : t('fleet.messenger.commandText')
          }
          id="messenger-text"
        >
          <Textarea id="messenger-text" value={text} onChange={(e) => setText(e.target.value)} rows={3} />
        </Field>
      )}
      {hint && <p className="text-ink-muted text-sm">{hint}</p>}
      <div>
        <Button type="submit" disabled={!canSend}>
          {send.isPending ? <Spinner size="sm" /> : <Send aria-hidden="true" />}
          {t('fleet.messenger.send')}
        </Button>
      </div>
    </form>
  );
}

function History({ kioskId }: { kioskId: string }) {
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
