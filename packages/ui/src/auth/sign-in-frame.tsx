import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '../components/brand-mark.js';
import { LanguageSwitch } from '../components/language-switch.js';
import { cn } from '../lib/cn.js';

/** The two looks of the brand panel: the admin's calm one (5:6) and the till's deeper one with a dot grid (1:1). */
export type SignInPanelLook = 'admin' | 'sale';

const LOOKS: Record<SignInPanelLook, { grid: string; panel: string; decor: ReactNode }> = {
  admin: {
    grid: 'lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]',
    panel: 'bg-secondary-900',
    decor: (
      <>
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--color-secondary-700),transparent_60%)]" />
        <div className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-primary-500/20 blur-3xl" />
      </>
    ),
  },
  sale: {
    grid: 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]',
    panel: 'bg-secondary-950',
    decor: (
      <>
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,var(--color-secondary-700),transparent_65%)]" />
        <div className="pointer-events-none absolute -top-32 -left-24 size-[28rem] rounded-full bg-primary-500/15 blur-3xl" />
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.05)_1px,transparent_1px)] [background-size:22px_22px]" />
      </>
    ),
  },
};

export interface SignInFrameProps {
  look: SignInPanelLook;
  /** The panel's top: the brand and the app's name (wide screens only; hidden from assistive tech). */
  panelBrand: ReactNode;
  /** The panel's middle: what the app is for. */
  panelBody: ReactNode;
  /** The name beside the brand mark above the form (shown where the panel is hidden). */
  name: string;
  /** A badge above the title. */
  icon?: ReactNode;
  title: string;
  subtitle: string;
  /** The subtitle only where the panel (which says the same) is hidden. */
  subtitleNarrowOnly?: boolean;
  /** The sign-in form. */
  children: ReactNode;
  /** Under the form: a link to the other app (SignInFrameLink). */
  link: ReactNode;
}

/**
 * The sign-in page of the admin and the till: a brand panel beside (wide screens), the brand and
 * the language switch above, then the title, the form and a link to the other app.
 */
export function SignInFrame(props: SignInFrameProps) {
  const look = LOOKS[props.look];
  return (
    <div className={cn('grid min-h-dvh bg-surface', look.grid)}>
      <aside
        aria-hidden="true"
        className={cn(
          'relative hidden overflow-hidden p-12 text-white lg:flex lg:flex-col lg:justify-between',
          look.panel,
        )}
      >
        {look.decor}
        {props.panelBrand}
        {props.panelBody}
        <div className="relative h-1 w-24 rounded-full bg-gradient-to-r from-primary-400 to-primary-600" />
      </aside>

      <main className="flex flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center justify-between gap-4">
          <div className="flex items-center gap-3 lg:invisible">
            <BrandMark size="sm" />
            <span className="font-semibold text-secondary-800">{props.name}</span>
          </div>
          <LanguageSwitch />
        </div>

        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-12">
          {props.icon}
          <h1 className="font-bold text-3xl text-ink tracking-tight">{props.title}</h1>
          <p className={cn('mt-2 text-ink-muted', props.subtitleNarrowOnly && 'lg:hidden')}>
            {props.subtitle}
          </p>
          {props.children}
          {props.link}
        </div>
      </main>
    </div>
  );
}

/** The link under the sign-in form to the other app (its address may be unknown: then no href). */
export function SignInFrameLink({
  href,
  icon: Icon,
  label,
  className,
}: {
  href: string | null | undefined;
  icon: LucideIcon;
  label: string;
  /** Its distance from the form. */
  className?: string;
}) {
  return (
    <a
      href={href ?? undefined}
      className={cn(
        'inline-flex items-center gap-2 self-center rounded-lg px-2 py-1 font-medium text-secondary-700 text-sm transition-colors hover:text-secondary-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
