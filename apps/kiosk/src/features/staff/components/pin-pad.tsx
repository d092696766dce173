import { Delete } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '../utils/staff-pin';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

const keyClass =
  'h-20 rounded-2xl bg-surface-muted font-semibold text-3xl text-ink tabular-nums active:bg-line focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 disabled:opacity-50';

/** The PIN's dots and the on-screen keypad (digits, clear, backspace). */
export function PinPad({
  pin,
  disabled,
  checking,
  onDigit,
  onClear,
  onBackspace,
}: {
  pin: string;
  /** The digits are off (checking, or the method not known yet). */
  disabled: boolean;
  checking: boolean;
  onDigit: (digit: string) => void;
  onClear: () => void;
  onBackspace: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <output
        aria-live="polite"
        aria-label={t('kiosk.staffUnlock.entered', { count: pin.length, total: PIN_LENGTH })}
        data-testid="staff-pin-dots"
        data-length={pin.length}
        className="mb-6 flex justify-center gap-3"
      >
        {Array.from({ length: PIN_LENGTH }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of the PIN's digits
            key={i}
            className={
              i < pin.length
                ? 'size-4 rounded-full bg-secondary-950'
                : 'size-4 rounded-full ring-2 ring-line ring-inset'
            }
          />
        ))}
      </output>
      <div className="grid grid-cols-3 gap-3">
        {KEYS.map((digit) => (
          <DigitKey key={digit} digit={digit} disabled={disabled} onDigit={onDigit} />
        ))}
        <button
          type="button"
          className={keyClass}
          aria-label={t('kiosk.staffUnlock.clear')}
          disabled={checking || pin.length === 0}
          onClick={onClear}
        >
          C
        </button>
        <DigitKey digit="0" disabled={disabled} onDigit={onDigit} />
        <button
          type="button"
          className={`${keyClass} grid place-items-center`}
          aria-label={t('kiosk.staffUnlock.backspace')}
          disabled={checking || pin.length === 0}
          onClick={onBackspace}
        >
          <Delete className="size-8" aria-hidden="true" />
        </button>
      </div>
    </>
  );
}

function DigitKey({
  digit,
  disabled,
  onDigit,
}: {
  digit: string;
  disabled: boolean;
  onDigit: (digit: string) => void;
}) {
  return (
    <button
      type="button"
      className={keyClass}
      disabled={disabled}
      onClick={() => onDigit(digit)}
      data-pin-key={digit}
    >
      {digit}
    </button>
  );
}
