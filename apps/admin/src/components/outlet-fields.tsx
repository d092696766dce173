import { describedBy, Field, Input, Select } from '@kiosk/ui';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * One field of a business or store form, as the fleet's business / store dialogs and the setup
 * wizard's business step both show it: label, input bound to the form, hint or error under it.
 */
export interface OutletFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
  /** The input's `type` attribute, when the form sets one explicitly. */
  type?: string;
  inputMode?: 'numeric' | 'tel';
  /** Also points the input at its hint or error (aria-describedby) and gives it `data-testid={id}`. */
  described?: boolean;
}

/** A text field of a business or store form. */
export function OutletTextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  className,
  type,
  inputMode,
  described = false,
}: OutletFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        invalid={Boolean(error)}
        {...(described ? { 'aria-describedby': describedBy(id, error, hint), 'data-testid': id } : {})}
        {...registration}
      />
    </Field>
  );
}

/** The business's tax number (VKN or T.C. Kimlik No): typed as digits. */
export function TaxNumberField(props: Omit<OutletFieldProps, 'inputMode'>) {
  return <OutletTextField inputMode="numeric" {...props} />;
}

/** A business's or store's phone number. */
export function PhoneField(props: Omit<OutletFieldProps, 'type'>) {
  return <OutletTextField type="tel" {...props} />;
}

/** A business's e-mail address. */
export function EmailField(props: Omit<OutletFieldProps, 'type'>) {
  return <OutletTextField type="email" {...props} />;
}

/** A choice of a business or store form (the store's business, the province, the district). */
export function OutletSelectField({
  id,
  label,
  registration,
  error,
  required,
  className,
  described = false,
  disabled,
  children,
}: Omit<OutletFieldProps, 'type' | 'inputMode' | 'hint'> & { disabled?: boolean; children: ReactNode }) {
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <Select
        id={id}
        invalid={Boolean(error)}
        {...(described ? { 'aria-describedby': describedBy(id, error), 'data-testid': id } : {})}
        disabled={disabled}
        {...registration}
      >
        {children}
      </Select>
    </Field>
  );
}
