import { gloss, type Palette, type Rng, r1, shadow, sprinkle, steam } from './svg-kit.js';

/** Hot and cold drinks: glasses, cups, bottles. */

export type Garnish = 'none' | 'lemon' | 'orange' | 'foam' | 'bubbles' | 'carrot';

function iceCube(x: number, y: number, rot: number): string {
  return `<rect x="${x}" y="${y}" width="58" height="54" rx="10" fill="#fff" opacity="0.5" transform="rotate(${rot} ${x + 29} ${y + 27})"/>`;
}

function citrusWheel(cx: number, cy: number, outer: string, inner: string): string {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${cx} ${cy} L${r1(cx + Math.cos(a) * 44)} ${r1(cy + Math.sin(a) * 44)}`;
  }).join(' ');
  return [
    `<circle cx="${cx}" cy="${cy}" r="58" fill="${outer}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="48" fill="${inner}"/>`,
    `<path d="${segments}" stroke="#fff8dc" stroke-width="4"/>`,
  ].join('');
}

function garnishSvg(garnish: Garnish, p: Palette, rng: Rng): string {
  switch (garnish) {
    case 'lemon':
      return `${citrusWheel(395, 160, '#f2c81f', '#fbe98a')}<path d="M215 150 q20 -40 55 -30 q-10 40 -55 30 Z" fill="#4caf50"/>`;
    case 'orange':
      return citrusWheel(395, 160, '#f08a24', '#ffc266');
    case 'foam':
      return `<ellipse cx="300" cy="170" rx="98" ry="22" fill="#fffdf7"/>${sprinkle(rng, { cx: 300, cy: 170, rx: 80, ry: 14, count: 14, size: 4, fill: '#efe9db' })}`;
    case 'bubbles':
      return sprinkle(rng, { cx: 300, cy: 300, rx: 70, ry: 110, count: 22, size: 5, fill: '#ffffff55' });
    case 'carrot':
      return `<path d="M360 120 L430 230 L405 240 Z" fill="#f08a24"/><path d="M360 120 l-20 -30 M360 120 l0 -34 M360 120 l18 -28" stroke="#4caf50" stroke-width="8" stroke-linecap="round"/>`;
    default:
      return p.accent ? '' : '';
  }
}

/** A tall tumbler of a cold drink with ice, straw and garnish. */
export function coldGlass(p: Palette, rng: Rng, garnish: Garnish, ice = true): string {
  const liquidTop = garnish === 'foam' ? 170 : 190;
  return [
    shadow(300, 478, 150),
    `<path d="M352 110 L300 130 L300 300" stroke="${p.accent}" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    '<path d="M190 150 L410 150 L385 470 Q383 480 372 480 H228 Q217 480 215 470 Z" fill="#eaf6fb" opacity="0.55"/>',
    `<path d="M196 ${liquidTop} L404 ${liquidTop} L384 462 Q382 470 372 470 H228 Q218 470 216 462 Z" fill="${p.primary}"/>`,
    ice ? [iceCube(215, 200, 12), iceCube(300, 215, -10), iceCube(250, 265, 20)].join('') : '',
    garnishSvg(garnish, p, rng),
    gloss('M222 190 L242 440', 12, 0.5),
    '<path d="M190 150 L410 150" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.8"/>',
  ].join('');
}

/** Turkish tea in a tulip glass on a saucer, with sugar cubes. */
export function tea(p: Palette, _rng: Rng): string {
  return [
    shadow(300, 470, 190),
    '<ellipse cx="300" cy="440" rx="160" ry="34" fill="#d9453a"/>',
    '<ellipse cx="300" cy="432" rx="150" ry="28" fill="#f4f1ea"/>',
    '<ellipse cx="300" cy="430" rx="90" ry="15" fill="#e5ddcc"/>',
    '<path d="M222 150 H378 Q380 250 338 318 Q372 360 356 410 Q350 430 330 430 H270 Q250 430 244 410 Q228 360 262 318 Q220 250 222 150 Z" fill="#eaf6fb" opacity="0.65"/>',
    `<path d="M234 186 H366 Q364 256 328 318 Q360 360 346 404 Q342 418 328 418 H272 Q258 418 254 404 Q240 360 272 318 Q236 256 234 186 Z" fill="${p.primary}"/>`,
    '<path d="M234 186 H366 Q366 200 364 214 H236 Q234 200 234 186 Z" fill="#e0662f" opacity="0.7"/>',
    gloss('M250 214 Q256 270 282 310', 9, 0.5),
    gloss('M264 350 Q256 380 266 404', 9, 0.4),
    '<path d="M225 160 H375" stroke="#fff" stroke-width="7" stroke-linecap="round"/>',
    steam(300, 40, 2, 50),
    '<rect x="410" y="395" width="44" height="40" rx="6" fill="#fff"/><rect x="438" y="370" width="40" height="38" rx="6" fill="#f7f3ea"/>',
  ].join('');
}

function lokumCube(x: number, y: number): string {
  return [
    `<path d="M${x} ${y} l30 -14 l30 14 l-30 14 Z" fill="#f8b3c8"/>`,
    `<path d="M${x} ${y} l30 14 v28 l-30 -14 Z" fill="#f48fb1"/>`,
    `<path d="M${x + 60} ${y} l-30 14 v28 l30 -14 Z" fill="#e0779c"/>`,
    `<g fill="#fff"><circle cx="${x + 24}" cy="${y - 2}" r="2.5"/><circle cx="${x + 36}" cy="${y + 4}" r="2.5"/><circle cx="${x + 12}" cy="${y + 14}" r="2"/></g>`,
  ].join('');
}

/** A cup on a saucer: Turkish coffee (small fincan) or salep/hot drinks (larger). */
export function cupOnSaucer(p: Palette, rng: Rng, opts: { small: boolean; dusting?: string }): string {
  const w = opts.small ? 100 : 130;
  const top = opts.small ? 250 : 210;
  const handle = `<path d="M${300 + w - 8} ${top + 40} q70 0 60 60 q-10 40 -70 40" stroke="${p.secondary}" stroke-width="22" fill="none"/>`;
  return [
    shadow(300, 470, 200),
    steam(300, top - 150),
    '<ellipse cx="300" cy="430" rx="190" ry="42" fill="#e8e1d3"/>',
    `<ellipse cx="300" cy="424" rx="180" ry="34" fill="${p.secondary}"/>`,
    handle,
    `<path d="M${300 - w} ${top} H${300 + w} Q${300 + w} 420 300 420 Q${300 - w} 420 ${300 - w} ${top} Z" fill="${p.secondary}"/>`,
    `<path d="M${300 - w + 14} ${top + 60} Q300 ${top + 90} ${300 + w - 14} ${top + 60}" stroke="${p.accent}" stroke-width="12" fill="none"/>`,
    `<ellipse cx="300" cy="${top}" rx="${w}" ry="26" fill="#f4eee3"/>`,
    `<ellipse cx="300" cy="${top + 2}" rx="${w - 14}" ry="18" fill="${p.primary}"/>`,
    opts.dusting
      ? sprinkle(rng, { cx: 300, cy: top + 2, rx: w - 30, ry: 12, count: 24, size: 4, fill: opts.dusting })
      : '',
    gloss(
      `M${300 - w + 24} ${top + 40} Q${300 - w + 30} ${top + 110} ${300 - w + 60} ${top + 140}`,
      12,
      0.35,
    ),
    opts.small ? lokumCube(148, 400) : '',
  ].join('');
}

/** A filter-coffee mug, or a take-away travel mug when `travel` is set. */
export function mug(p: Palette, _rng: Rng, travel = false): string {
  if (travel) {
    return [
      shadow(300, 478, 140),
      `<path d="M205 170 H395 L378 470 Q376 480 364 480 H236 Q224 480 222 470 Z" fill="${p.primary}"/>`,
      `<path d="M208 280 H392 L386 370 H214 Z" fill="${p.secondary}"/>`,
      `<circle cx="300" cy="325" r="30" fill="${p.accent}"/>`,
      '<rect x="190" y="130" width="220" height="50" rx="18" fill="#3b3b3b"/>',
      '<rect x="250" y="116" width="100" height="22" rx="8" fill="#2a2a2a"/>',
      gloss('M232 200 L246 450', 12, 0.35),
    ].join('');
  }
  return [
    shadow(300, 476, 170),
    steam(290, 60),
    `<path d="M400 230 q90 0 80 80 q-10 70 -90 70" stroke="${p.secondary}" stroke-width="28" fill="none"/>`,
    `<path d="M170 200 H410 V430 Q410 470 370 470 H210 Q170 470 170 430 Z" fill="${p.secondary}"/>`,
    `<rect x="170" y="290" width="240" height="40" fill="${p.accent}"/>`,
    '<ellipse cx="290" cy="200" rx="120" ry="26" fill="#f4eee3"/>',
    `<ellipse cx="290" cy="203" rx="104" ry="18" fill="${p.primary}"/>`,
    gloss('M196 230 L196 420', 14, 0.3),
  ].join('');
}

/** Ayran in a hammered copper mug, frothing over the rim. */
export function copperCup(p: Palette, rng: Rng): string {
  return [
    shadow(300, 478, 160),
    `<path d="M395 230 q80 0 76 80 q-4 70 -76 76" stroke="${p.secondary}" stroke-width="26" fill="none"/>`,
    `<path d="M190 180 H410 L398 450 Q396 478 368 478 H232 Q204 478 202 450 Z" fill="${p.secondary}"/>`,
    '<path d="M196 260 H404 M200 380 H400" stroke="#8a3f1c" stroke-width="10"/>',
    sprinkle(rng, { cx: 300, cy: 320, rx: 80, ry: 120, count: 26, size: 6, fill: '#e59a63' }),
    `<path d="M178 182 q0 -40 40 -40 q20 -26 50 -10 q30 -26 64 -2 q30 -16 52 8 q36 4 36 44 q-20 24 -40 4 q-20 22 -44 2 q-24 20 -50 0 q-26 20 -50 0 q-30 16 -58 -6 Z" fill="${p.primary}"/>`,
    sprinkle(rng, { cx: 300, cy: 160, rx: 90, ry: 16, count: 14, size: 4, fill: '#e8e2d2' }),
    gloss('M222 210 L232 440', 12, 0.3),
  ].join('');
}

/** A bottle: still water (clear blue) or mineral water (green glass). */
export function bottle(p: Palette, _rng: Rng, sparkling = false): string {
  const bubbles = sparkling
    ? '<g fill="#fff" opacity="0.6"><circle cx="280" cy="380" r="7"/><circle cx="310" cy="330" r="5"/><circle cx="295" cy="270" r="6"/><circle cx="320" cy="410" r="4"/></g>'
    : '';
  return [
    shadow(300, 482, 120),
    `<path d="M270 70 H330 V130 Q330 170 370 210 Q390 230 390 270 V460 Q390 482 368 482 H232 Q210 482 210 460 V270 Q210 230 230 210 Q270 170 270 130 Z" fill="${p.primary}"/>`,
    `<rect x="262" y="56" width="76" height="34" rx="8" fill="${p.accent}"/>`,
    `<rect x="210" y="300" width="180" height="90" fill="${p.secondary}"/>`,
    '<path d="M240 345 q30 -26 60 0 t60 0" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round"/>',
    bubbles,
    gloss('M232 250 V450', 12, 0.45),
  ].join('');
}
