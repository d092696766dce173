import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';
import { Label } from './input.js';

export interface FieldProps {
  /** id of the control, so the label and messages point at it. */
  id: string;
  label: ReactNode;
  /** Marks the field required (a star after the label; the control carries `required` itself). */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled form field with an optional hint and error message under the control. */
export function Field({ id, label, required = false, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-ink-muted text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control inside Field. */
export function describedBy(id: string, error: unknown, hint?: unknown): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}
