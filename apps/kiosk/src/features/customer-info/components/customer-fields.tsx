import { OPTIONAL_CUSTOMER_INFO_FIELDS } from '@kiosk/domain';
import { cn } from '@kiosk/ui';
import { AlertCircle, ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '../utils/customer-form';

const OPTIONAL = new Set<Field>(OPTIONAL_CUSTOMER_INFO_FIELDS);

/** A button that opens the province or district list, shown as a field. */
export function PickerButton({
  field,
  label,
  placeholder,
  value,
  error,
  disabled,
  onOpen,
}: {
  field: 'province' | 'district';
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onOpen: () => void;
}) {
  return (
    <FieldShell field={field} label={label} error={error}>
      {(id, describedBy) => (
        <button
          id={id}
          type="button"
          aria-haspopup="dialog"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={onOpen}
          className={cn(
            'flex h-18 w-full items-center justify-between rounded-2xl border bg-white px-5 text-left text-2xl shadow-sm',
            'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-100',
            'disabled:cursor-not-allowed disabled:bg-surface-muted',
            error ? 'border-red-400' : 'border-line',
            value ? 'text-ink' : 'text-ink-muted/70',
          )}
        >
          <span className="truncate" data-testid={`customer-${field}-value`}>
            {value || placeholder}
          </span>
          <ChevronDown className="size-7 shrink-0 text-ink-muted" aria-hidden="true" />
        </button>
      )}
    </FieldShell>
  );
}

interface FieldShellProps {
  field: Field | 'province';
  label: string;
  optional?: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  wide?: boolean;
  /** The whole row, in both orientations. */
  full?: boolean;
  counter?: [number, number];
  children: (id: string, describedBy: string | undefined) => ReactNode;
}

/** A field's label (with "optional" and a character count), its control, and its hint or error. */
export function FieldShell({
  field,
  label,
  optional,
  hint,
  error,
  wide,
  full,
  counter,
  children,
}: FieldShellProps) {
  const { t } = useTranslation();
  const id = `customer-${field}`;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cn('flex flex-col gap-2', (wide || full) && 'col-span-2', full && 'landscape:col-span-4')}
      data-field={field}
      data-invalid={error ? true : undefined}
    >
      <label
        htmlFor={id}
        className="flex items-baseline justify-between gap-3 font-bold text-secondary-900 text-xl"
      >
        <span>
          {label}
          {optional && (
            <span className="ml-2 font-medium text-base text-ink-muted">({t('customer.optional')})</span>
          )}
        </span>
        {counter && (
          <span
            className={cn(
              'font-medium text-base tabular-nums',
              counter[0] > counter[1] ? 'text-red-700' : 'text-ink-muted',
            )}
          >
            {t('customer.characters', { count: counter[0], max: counter[1] })}
          </span>
        )}
      </label>
      {children(id, describedBy)}
      {hint && !error && (
        <p id={hintId} className="text-base text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className="flex items-center gap-2 font-semibold text-lg text-red-700"
          data-testid="field-error"
        >
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  field: Field;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  wide?: boolean;
  counter?: number;
  onChange: (field: Field, value: string) => void;
  type?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

/** A text field typed on the kiosk's own keyboard. */
export function TextField({
  field,
  label,
  value,
  error,
  hint,
  optional,
  wide,
  counter,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
}: TextFieldProps) {
  return (
    <FieldShell
      field={field}
      label={label}
      optional={optional ?? OPTIONAL.has(field)}
      hint={hint}
      error={error}
      wide={wide ?? false}
      {...(counter ? { counter: [value.length, counter] as [number, number] } : {})}
    >
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          value={value}
          // the kiosk's own keyboard types (no OS keyboard on top of it); the kind is kept for assistive tech
          inputMode="none"
          data-input-kind={inputMode}
          autoComplete={autoComplete ?? 'off'}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(field, event.target.value)}
          className={cn(
            'h-18 w-full rounded-2xl border bg-white px-5 text-2xl text-ink shadow-sm transition-colors',
            'focus-visible:outline-none focus-visible:ring-4',
            error
              ? 'border-red-400 focus-visible:ring-red-100'
              : 'border-line focus-visible:border-primary-500 focus-visible:ring-primary-100',
          )}
        />
      )}
    </FieldShell>
  );
}
