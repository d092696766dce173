import { Button, Dialog, Label, toast } from '@kiosk/ui';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffActions } from '../hooks/use-staff-actions';

/** The generated password, shown this once, with a copy button and the warning that it will not come back. */
export function PasswordOnceDialog({ actions }: { actions: StaffActions }) {
  const { t } = useTranslation();
  const shown = actions.shown;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    actions.closePassword();
  };
  async function onCopy() {
    if (!shown) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(shown.password);
      setCopied(true);
      toast.success(t('staff.password.copied'));
    } catch {
      input.current?.select();
      toast.error(t('staff.password.copyFailed'));
    }
  }
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && close()}
      title={t('staff.password.title')}
      description={shown ? t('staff.password.forAccount', { email: shown.email }) : ''}
      footer={<Button onClick={close}>{t('staff.password.done')}</Button>}
    >
      <div className="space-y-4" data-testid="staff-password-once">
        <p
          role="alert"
          className="flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {t('staff.password.shownOnce')}
        </p>
        <div>
          <Label htmlFor={inputId}>{t('staff.form.password')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              ref={input}
              readOnly
              value={shown?.password ?? ''}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
              autoComplete="off"
              data-testid="staff-password-value"
              className="h-12 min-w-0 flex-1 rounded-xl border border-line bg-surface-muted px-4 font-mono text-base text-ink tracking-wide focus-visible:border-primary-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100"
            />
            <Button variant="secondary" className="h-12" onClick={() => void onCopy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {t('staff.password.copy')}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
