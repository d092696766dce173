/** Small SVG helpers for the seed's flat food illustrations (600 x 600 canvas, centre 300/300). */

const CANVAS = 600;

/** Colours of one illustration; drawings read the roles they need and fall back to their own defaults. */
export interface Palette {
  /** Background centre colour. */
  background: string;
  /** Background edge colour (radial gradient). */
  backgroundEdge: string;
  /** Main colour of the item (liquid, bun, cheese...). */
  primary: string;
  /** Second colour of the item (cup, crust, filling...). */
  secondary: string;
  /** Garnish or detail colour. */
  accent: string;
}

export type Rng = () => number;

/** Deterministic PRNG (mulberry32) so that a drawing, and so its hash and path, never changes between runs. */
export function makeRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Round to one decimal so the SVG text stays short and stable. */
export function r1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function shadow(cx: number, cy: number, rx: number, ry = rx * 0.16): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(ry)}" fill="#7a3d12" opacity="0.16"/>`;
}

/** A soft white highlight stroke, used for glossy glass and buns. */
export function gloss(d: string, width = 12, opacity = 0.45): string {
  return `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
}

/** Steam curls above hot drinks and dishes. */
export function steam(cx: number, top: number, count = 3, spacing = 40): string {
  const start = cx - ((count - 1) * spacing) / 2;
  const curls = Array.from({ length: count }, (_, i) => {
    const x = start + i * spacing;
    const y = top + (i % 2) * 12;
    return `<path d="M${x} ${y + 70} c-18 -18 18 -30 0 -48 s18 -30 0 -48" />`;
  });
  return `<g fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity="0.75">${curls.join('')}</g>`;
}

/** Small ellipses scattered inside a circle (seeds, crumbs, spices). */
export function sprinkle(
  rng: Rng,
  opts: { cx: number; cy: number; rx: number; ry: number; count: number; size: number; fill: string },
): string {
  const dots: string[] = [];
  for (let i = 0; i < opts.count; i++) {
    const angle = rng() * Math.PI * 2;
    const dist = Math.sqrt(rng());
    const x = r1(opts.cx + Math.cos(angle) * opts.rx * dist);
    const y = r1(opts.cy + Math.sin(angle) * opts.ry * dist);
    const rot = Math.round(rng() * 180);
    const w = r1(opts.size * (0.7 + rng() * 0.5));
    dots.push(
      `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${r1(w * 0.55)}" transform="rotate(${rot} ${x} ${y})"/>`,
    );
  }
  return `<g fill="${opts.fill}">${dots.join('')}</g>`;
}

/** The whole picture: warm radial background, a soft halo, then the drawing. */
export function frame(body: string, palette: Palette, defs = ''): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">`,
    '<defs>',
    '<radialGradient id="bg" cx="50%" cy="42%" r="75%">',
    `<stop offset="0" stop-color="${palette.background}"/>`,
    `<stop offset="1" stop-color="${palette.backgroundEdge}"/>`,
    '</radialGradient>',
    defs,
    '</defs>',
    `<rect width="${CANVAS}" height="${CANVAS}" fill="url(#bg)"/>`,
    '<circle cx="300" cy="290" r="238" fill="#fff" opacity="0.28"/>',
    body,
    '</svg>',
  ].join('');
}
