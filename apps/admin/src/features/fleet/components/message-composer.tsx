import type { KioskUser } from '@kiosk/contracts';
import { type KioskMessageType, MESSAGE_TYPES } from '@kiosk/domain';
import { Button, Field, Input, Select, Spinner, Textarea } from '@kiosk/ui';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMessageComposer } from '../hooks/use-message-composer';
import { messageTypeHasText, messageTypeHintKey } from '../utils/message-composer';

/** The messenger's form: message type, target (kiosk or its store), time to live, text, send. */
export function MessageComposer({
  kiosk,
  onSent,
}: {
  kiosk: KioskUser | null;
  onSent: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const composer = useMessageComposer(kiosk, onSent);
  const hintKey = messageTypeHintKey(composer.type);
  const hint = hintKey ? t(hintKey) : undefined;
  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5"
      aria-label={t('fleet.messenger.send')}
      onSubmit={(e) => {
        e.preventDefault();
        composer.submit();
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
            value={composer.type}
            onChange={(e) => composer.setType(e.target.value as KioskMessageType)}
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
            value={composer.toStore ? 'store' : 'kiosk'}
            onChange={(e) => composer.setToStore(e.target.value === 'store')}
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
          error={composer.ttlValid ? undefined : t('fleet.messenger.ttlInvalid')}
        >
          <Input
            id="messenger-ttl"
            inputMode="numeric"
            value={composer.ttl}
            invalid={!composer.ttlValid}
            onChange={(e) => composer.setTtl(e.target.value)}
          />
        </Field>
      </div>
      {messageTypeHasText(composer.type) && (
        <Field
          label={
            composer.type === 'NOTIFICATION'
              ? t('fleet.messenger.messageText')
              : t('fleet.messenger.commandText')
          }
          id="messenger-text"
        >
          <Textarea
            id="messenger-text"
            value={composer.text}
            onChange={(e) => composer.setText(e.target.value)}
            rows={3}
          />
        </Field>
      )}
      {hint && <p className="text-ink-muted text-sm">{hint}</p>}
      <div>
        <Button type="submit" disabled={!composer.canSend}>
          {composer.pending ? <Spinner size="sm" /> : <Send aria-hidden="true" />}
          {t('fleet.messenger.send')}
        </Button>
      </div>
    </form>
  );
}
