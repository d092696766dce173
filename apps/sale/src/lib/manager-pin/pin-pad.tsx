import { Button, cn } from '@kiosk/ui';
import { Check, Delete, KeyRound } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'submit'] as const;

export interface PinPadProps {
  /** Shown above the keys (a wrong PIN, the wait after too many). */
  error: string | null;
  /** The PIN typed (at least 4 digits), or null when given up. */
  onSubmit(pin: string | null): void;
  maxDigits?: number;
  cancelLabel?: string;
  /** A PIN is being checked: the submit key waits. */
  busy?: boolean;
}

/**
 * The till's PIN pad (the manager's approval PIN, a cashier's till PIN): digits by touch or
 * keyboard, Backspace deletes, Enter sends; the entered digits are cleared once sent.
 */
export function PinPad({ error, onSubmit, maxDigits = 8, cancelLabel, busy = false }: PinPadProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const valid = pin.length >= 4 && !busy;
  const press = (key: (typeof KEYS)[number]) => {
    if (key === 'clear') setPin((p) => p.slice(0, -1));
    else if (key === 'submit') {
      if (valid) {
        onSubmit(pin);
        setPin('');
      }
    } else setPin((p) => (p.length < maxDigits ? p + key : p));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (/^\d$/.test(event.key)) press(event.key as (typeof KEYS)[number]);
    else if (event.key === 'Backspace') press('clear');
    else if (event.key === 'Enter') press('submit');
    else return;
    event.preventDefault();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: digits, Backspace and Enter typed anywhere on the pad
    <div className="flex flex-col items-center gap-4" onKeyDown={onKeyDown} data-testid="pin-pad">
      <output
        aria-label={t('sale.pricing.pin.entered', { count: pin.length })}
        className="flex h-12 items-center gap-2"
        data-testid="pin-dots"
        data-count={pin.length}
      >
        <KeyRound className="size-5 text-ink-muted" aria-hidden="true" />
        {Array.from({ length: Math.max(4, pin.length) }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a dot per position
            key={i}
            className={cn(
              'size-4 rounded-full ring-2 ring-secondary-700',
              i < pin.length && 'bg-secondary-700',
            )}
          />
        ))}
      </output>
      {error && (
        <p role="alert" className="font-semibold text-red-700 text-sm" data-testid="pin-error">
          {error}
        </p>
      )}
      <div className="grid w-full max-w-72 grid-cols-3 gap-2">
        {KEYS.map((key) => (
          <PadKey key={key} value={key} disabled={key === 'submit' && !valid} onPress={press} />
        ))}
      </div>
      <Button variant="ghost" onClick={() => onSubmit(null)}>
        {cancelLabel ?? t('sale.pricing.pin.cancel')}
      </Button>
    </div>
  );
}

function PadKey({
  value,
  disabled,
  onPress,
}: {
  value: (typeof KEYS)[number];
  disabled: boolean;
  onPress(key: (typeof KEYS)[number]): void;
}) {
  const { t } = useTranslation();
  const label =
    value === 'clear'
      ? t('sale.pricing.pin.clear')
      : value === 'submit'
        ? t('sale.pricing.pin.submit')
        : value;
  return (
    <button
      type="button"
      // biome-ignore lint/a11y/noAutofocus: the PIN pad opens to take digits at once
      autoFocus={value === '1'}
      disabled={disabled}
      aria-label={label}
      data-testid={`pin-key-${value}`}
      onClick={() => onPress(value)}
      className={cn(
        'flex h-14 items-center justify-center rounded-xl font-bold text-xl ring-1 ring-line transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 disabled:opacity-40',
        value === 'submit'
          ? 'bg-primary-600 text-white hover:bg-primary-700'
          : 'bg-white text-ink hover:bg-surface-muted',
      )}
    >
      {value === 'clear' ? (
        <Delete className="size-5" aria-hidden="true" />
      ) : value === 'submit' ? (
        <Check className="size-6" aria-hidden="true" />
      ) : (
        value
      )}
    </button>
  );
}
