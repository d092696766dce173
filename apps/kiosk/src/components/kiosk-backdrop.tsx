/** Warm, softly lit background of the kiosk's full screens: gold glows over deep brown, and a fine dot texture. */
export function KioskBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-secondary-700)_0%,var(--color-secondary-900)_45%,var(--color-secondary-950)_100%)]" />
      <div className="absolute -top-40 left-1/2 size-[42rem] -translate-x-1/2 rounded-full bg-primary-500/20 blur-3xl" />
      <div className="absolute -bottom-48 -left-32 size-[30rem] rounded-full bg-primary-600/15 blur-3xl" />
      <div className="absolute -right-24 -bottom-32 size-[26rem] rounded-full bg-secondary-500/25 blur-3xl" />
      <div className="absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.06)_1px,transparent_1px)] [background-size:22px_22px]" />
    </div>
  );
}
