import type { CSSProperties } from 'react';

/**
 * A soft glow: a radial gradient fading out past the circle's edge, drawn as the blurred circle it
 * replaces (a 64 px blur filter over half the screen is costly on a cheap kiosk's CPU and GPU).
 */
function glow(color: string, radiusRem: number): CSSProperties {
  // the element reaches 8rem past the circle: full colour to 8rem inside the edge, half at the edge
  const at = (rem: number) => `${((rem / (radiusRem + 8)) * 100).toFixed(0)}%`;
  const half = `color-mix(in oklab, ${color} 50%, transparent)`;
  return {
    backgroundImage: `radial-gradient(closest-side, ${color} ${at(radiusRem - 8)}, ${half} ${at(radiusRem)}, transparent)`,
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
