import { type ReactNode, useId } from 'react';

/** A titled card of a settings form: icon, heading, one-line description, then its fields. */
export function FormSection({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="mb-5 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700">
          {icon}
        </span>
        <div>
          <h2 id={headingId} className="font-semibold text-ink text-lg">
            {title}
          </h2>
          <p className="text-ink-muted text-sm">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
