import type { PosDeviceSummary, RotatedCloudToken } from '@kiosk/contracts';
import { Button, ConfirmDialog, Dialog, Label, toast } from '@kiosk/ui';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmRotateDialogProps {
  device: PosDeviceSummary | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (device: PosDeviceSummary) => void;
}

/** Asks before a rotation: the terminal loses its connection until the new token is set on it. */
export function ConfirmRotateDialog({ device, pending, onCancel, onConfirm }: ConfirmRotateDialogProps) {
  const { t } = useTranslation();
  const name = device ? (device.device_name ?? device.pos_serial_number) : '';
  const creating = device ? !device.cloud_token_set : false;
  return (
    <ConfirmDialog
      open={device !== null}
      onCancel={onCancel}
      title={t(creating ? 'posDevices.token.confirmCreateTitle' : 'posDevices.token.confirmTitle', { name })}
      description={t('posDevices.token.confirmDescription')}
      confirmLabel={t(creating ? 'posDevices.token.confirmCreate' : 'posDevices.token.confirm')}
      cancelLabel={t('catalogue.common.cancel')}
      tone={creating ? 'primary' : 'danger'}
      pending={pending}
      onConfirm={() => device && onConfirm(device)}
    >
      {!creating && (
        <p className="flex gap-2.5 rounded-xl bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('posDevices.token.confirmWarning')}
        </p>
      )}
    </ConfirmDialog>
  );
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('clipboard unavailable');
}

export interface NewTokenDialogProps {
  rotated: RotatedCloudToken | null;
  onClose: () => void;
}

/** The new token, shown this once, with a copy button and the warning that it will not be shown again. */
export function NewTokenDialog({ rotated, onClose }: NewTokenDialogProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function onCopy() {
    if (!rotated) return;
    try {
      await copyText(rotated.token);
      setCopied(true);
      toast.success(t('posDevices.token.copied'));
    } catch {
      input.current?.select();
      toast.error(t('posDevices.token.copyFailed'));
    }
  }

  return (
    <Dialog
      open={rotated !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title={t('posDevices.token.newTitle')}
      description={rotated ? t('posDevices.token.newDescription', { serial: rotated.pos_serial_number }) : ''}
      footer={
        <Button
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {t('posDevices.token.done')}
        </Button>
      }
    >
      <div className="space-y-4" data-testid="new-cloud-token">
        <div
          role="alert"
          className="flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('posDevices.token.onceTitle')}</p>
            <p className="mt-1 text-sm">{t('posDevices.token.onceWarning')}</p>
          </div>
        </div>
        <div>
          <Label htmlFor={inputId}>{t('posDevices.token.tokenLabel')}</Label>
          <div className="flex gap-2">
            <input
              id={inputId}
              ref={input}
              readOnly
              value={rotated?.token ?? ''}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
              autoComplete="off"
              data-testid="new-cloud-token-value"
              className="h-12 min-w-0 flex-1 rounded-xl border border-line bg-surface-muted px-4 font-mono text-ink text-sm focus-visible:border-primary-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100"
            />
            <Button variant="secondary" className="h-12" onClick={() => void onCopy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {t('posDevices.token.copy')}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
