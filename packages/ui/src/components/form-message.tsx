import { AlertCircle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';

export interface FormMessageProps {
  /** `error` is announced at once (role alert); `info` politely (role status). */
  tone?: 'error' | 'info';
  /** `touch`: larger text for the kiosk. */
  size?: 'md' | 'touch';
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A message above a form: what went wrong, or a notice such as 'your session has ended'. */
export function FormMessage({ tone = 'error', size = 'md', id, className, children }: FormMessageProps) {
  const Icon = tone === 'error' ? AlertCircle : Info;
  const touch = size === 'touch';
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 border',
        touch ? 'rounded-2xl px-5 py-4 text-lg' : 'rounded-xl px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-secondary-200 bg-secondary-50 text-secondary-800',
        className,
      )}
    >
      <Icon className={cn('shrink-0', touch ? 'mt-0.5 size-6' : 'mt-0.5 size-4')} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
