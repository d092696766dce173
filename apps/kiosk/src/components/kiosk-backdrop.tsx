import type { CSSProperties } from 'react';

/**
 * A soft glow: a radial gradient fading out past the circle's edge, drawn as the blurred circle it
 * replaces (a 64 px blur filter over half the screen is costly on a cheap kiosk's CPU and GPU).
 */
function glow(color: string, radiusRem: number): CSSProperties {
  // the element reaches 8rem past the circle; the stops follow a 4rem (64 px) Gaussian blur's edge:
  // full colour 8rem inside the edge, 84% at 4rem inside, half at the edge, 16% at 4rem outside
  const stop = (share: number, rem: number) =>
    `color-mix(in oklab, ${color} ${share}%, transparent) ${(((radiusRem + rem) / (radiusRem + 8)) * 100).toFixed(1)}%`;
  return {
    backgroundImage: `radial-gradient(closest-side, ${[stop(100, -8), stop(84, -4), stop(50, 0), stop(16, 4)].join(', ')}, transparent)`,
  };
}

/** Warm, softly lit background of the kiosk's full screens: gold glows over deep brown, and a fine dot texture. */
export function KioskBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-secondary-700)_0%,var(--color-secondary-900)_45%,var(--color-secondary-950)_100%)]" />
      {/* each glow is its circle's size plus 8rem (twice the blur) on every side */}
      <div
        className="absolute -top-72 left-1/2 size-[58rem] -translate-x-1/2"
        style={glow('color-mix(in oklab, var(--color-primary-500) 20%, transparent)', 21)}
      />
      <div
        className="absolute -bottom-80 -left-64 size-[46rem]"
        style={glow('color-mix(in oklab, var(--color-primary-600) 15%, transparent)', 15)}
      />
      <div
        className="absolute -right-56 -bottom-64 size-[42rem]"
        style={glow('color-mix(in oklab, var(--color-secondary-500) 25%, transparent)', 13)}
      />
      <div className="absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.06)_1px,transparent_1px)] [background-size:22px_22px]" />
    </div>
  );
}
