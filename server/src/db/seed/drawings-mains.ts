import { gloss, type Palette, type Rng, r1, shadow, sprinkle, steam } from './svg-kit.js';

/** Main dishes: burgers, sandwiches, wraps and plates. Each returns the SVG body for a 600 x 600 canvas. */

function sesameSeeds(rng: Rng, y: number): string {
  return sprinkle(rng, { cx: 300, cy: y - 78, rx: 115, ry: 34, count: 22, size: 8, fill: '#fff3d6' });
}

function topBun(p: Palette, rng: Rng, y: number): string {
  return [
    `<path d="M138 ${y} C138 ${y - 150} 462 ${y - 150} 462 ${y} Q462 ${y + 22} 440 ${y + 22} H160 Q138 ${y + 22} 138 ${y} Z" fill="${p.primary}"/>`,
    `<path d="M138 ${y} Q138 ${y + 22} 160 ${y + 22} H440 Q462 ${y + 22} 462 ${y} Q300 ${y + 12} 138 ${y} Z" fill="#000" opacity="0.12"/>`,
    gloss(`M190 ${y - 60} Q220 ${y - 108} 280 ${y - 112}`, 14, 0.4),
    sesameSeeds(rng, y),
  ].join('');
}

function bottomBun(p: Palette, y: number): string {
  return [
    `<path d="M150 ${y} H450 Q458 ${y + 52} 420 ${y + 58} H180 Q142 ${y + 52} 150 ${y} Z" fill="${p.primary}"/>`,
    `<rect x="150" y="${y}" width="300" height="12" fill="#000" opacity="0.08"/>`,
  ].join('');
}

function patty(y: number, color = '#6b3a1e'): string {
  return [
    `<rect x="140" y="${y}" width="320" height="48" rx="24" fill="${color}"/>`,
    `<path d="M165 ${y + 14} h40 M235 ${y + 22} h55 M320 ${y + 12} h45 M390 ${y + 26} h40" stroke="#4a2411" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

function cheese(y: number, color: string): string {
  return `<path d="M140 ${y} H460 L452 ${y + 18} L426 ${y + 18} L404 ${y + 52} L382 ${y + 18} L304 ${y + 18} L278 ${y + 58} L252 ${y + 18} L204 ${y + 18} L186 ${y + 44} L168 ${y + 18} L146 ${y + 18} Z" fill="${color}"/>`;
}

function lettuce(y: number): string {
  let d = `M132 ${y + 8}`;
  for (let x = 132; x < 468; x += 28) d += ` q14 26 28 0`;
  d += ` L468 ${y - 6} L132 ${y - 6} Z`;
  return `<path d="${d}" fill="#7cc242"/>`;
}

function tomato(y: number): string {
  return `<rect x="150" y="${y}" width="300" height="20" rx="10" fill="#e8453c"/><rect x="175" y="${y + 5}" width="250" height="6" rx="3" fill="#ff7b6b"/>`;
}

export interface BurgerOptions {
  cheese?: boolean;
  double?: boolean;
  chicken?: boolean;
}

export function burger(p: Palette, rng: Rng, opts: BurgerOptions = {}): string {
  const bottom = opts.double ? 400 : 390;
  const stack: string[] = [bottomBun(p, bottom)];
  let top: number;
  if (opts.chicken) {
    top = bottom - 58;
    stack.push(
      `<path d="M130 ${bottom - 4} q-10 -30 10 -50 q20 -16 40 -4 q25 -14 50 0 q25 -14 50 0 q25 -14 50 0 q25 -14 50 0 q25 -14 50 0 q18 -10 38 6 q14 26 -2 48 Z" fill="${p.secondary}"/>`,
      sprinkle(rng, { cx: 300, cy: bottom - 28, rx: 150, ry: 16, count: 40, size: 5, fill: '#8f4a12' }),
      sprinkle(rng, { cx: 300, cy: bottom - 30, rx: 150, ry: 16, count: 24, size: 5, fill: '#f0b867' }),
    );
  } else {
    top = bottom - 46;
    stack.push(patty(top));
    if (opts.double) {
      if (opts.cheese) stack.push(cheese(top - 12, p.accent));
      top -= 54;
      stack.push(patty(top));
    }
  }
  if (opts.cheese) stack.push(cheese(top - 12, p.accent));
  if (opts.chicken)
    stack.push(
      `<path d="M160 ${top + 4} q35 22 70 0 t70 0 t70 0 t70 0" stroke="#fffaf0" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    );
  const lift = opts.cheese ? 12 : 0;
  stack.push(tomato(top - 14 - lift), lettuce(top - 28 - lift), topBun(p, rng, top - 46 - lift));
  return [
    shadow(300, 470, 200),
    `<g transform="translate(300 ${bottom}) scale(1.12) translate(-300 -${bottom})">${stack.join('')}</g>`,
  ].join('');
}

function toastHalf(p: Palette, points: string, grill: string): string {
  return [
    `<polygon points="${points}" fill="#a8601f" stroke="#a8601f" stroke-width="30" stroke-linejoin="round" transform="translate(0 16)"/>`,
    `<polygon points="${points}" fill="#c77b2b" stroke="#c77b2b" stroke-width="30" stroke-linejoin="round"/>`,
    `<polygon points="${points}" fill="${p.primary}"/>`,
    `<path d="${grill}" stroke="#9a5a1c" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`,
  ].join('');
}

export function toast(p: Palette, _rng: Rng, mixed = false): string {
  const lower = toastHalf(
    p,
    '140,200 140,420 360,420',
    'M165 300 L245 380 M165 360 L200 395 M170 240 L290 380',
  );
  const upper = toastHalf(
    p,
    '210,160 440,160 440,380',
    'M260 180 L420 340 M330 175 L425 270 M250 200 L330 290',
  );
  const cheeseDrip = `<path d="M150 210 L370 425 L382 430 q8 30 -10 36 q-12 -10 -14 -28 L350 426 q-6 24 -20 20 q-4 -14 2 -26 Z M205 172 L438 392 q12 14 4 30 q-14 4 -16 -16 Z" fill="${p.accent}"/>`;
  const sucuk = mixed
    ? '<g fill="#b8322a"><circle cx="232" cy="318" r="20"/><circle cx="300" cy="386" r="20"/></g><g fill="#e0786a"><circle cx="232" cy="318" r="9"/><circle cx="300" cy="386" r="9"/></g>'
    : '';
  return [shadow(300, 470, 190), lower, cheeseDrip, sucuk, upper].join('');
}

export function clubSandwich(p: Palette, _rng: Rng): string {
  const clip =
    '<clipPath id="tri"><path d="M300 130 L470 430 Q475 445 455 445 H145 Q125 445 130 430 Z"/></clipPath>';
  const layers = [
    [130, 95, p.primary],
    [225, 18, '#7cc242'],
    [243, 22, p.accent],
    [265, 26, '#e8453c'],
    [291, 40, p.primary],
    [331, 18, '#f3c1a8'],
    [349, 20, '#7cc242'],
    [369, 20, p.accent],
    [389, 60, p.primary],
  ] as const;
  const bands = layers.map(([y, h, c]) => `<rect x="100" y="${y}" width="400" height="${h}" fill="${c}"/>`);
  return [
    shadow(300, 465, 200),
    `<defs>${clip}</defs>`,
    '<path d="M300 112 L488 436 Q496 458 468 458 H132 Q104 458 112 436 Z" fill="#c77b2b"/>',
    `<g clip-path="url(#tri)">${bands.join('')}</g>`,
    '<line x1="300" y1="70" x2="300" y2="200" stroke="#d9b27c" stroke-width="7"/>',
    '<circle cx="300" cy="78" r="20" fill="#556b2f"/><circle cx="300" cy="78" r="7" fill="#d14b3a"/>',
  ].join('');
}

export function kofteEkmek(p: Palette, _rng: Rng): string {
  const koftes = [170, 245, 320, 395]
    .map(
      (x) =>
        `<ellipse cx="${x + 5}" cy="330" rx="44" ry="26" fill="#6b3a1e"/><path d="M${x - 20} 322 h40" stroke="#4a2411" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
  return [
    shadow(300, 455, 230),
    `<path d="M100 345 H500 Q505 420 430 425 H170 Q95 420 100 345 Z" fill="${p.primary}"/>`,
    koftes,
    '<path d="M135 305 q40 -18 80 0 t80 0 t80 0 t80 0 l0 20 q-160 -10 -320 0 Z" fill="#7cc242"/>',
    '<path d="M150 300 q100 -40 190 -8 q60 20 120 -14" stroke="#3f8f2a" stroke-width="16" fill="none" stroke-linecap="round"/>',
    '<path d="M200 296 a22 14 0 1 1 1 0 M320 300 a22 14 0 1 1 1 0" fill="#e8453c"/>',
    `<path d="M95 290 C95 200 505 200 505 290 Q505 305 490 305 H110 Q95 305 95 290 Z" fill="${p.primary}"/>`,
    '<path d="M170 240 l35 -25 M250 228 l35 -25 M330 228 l35 -25 M410 240 l30 -22" stroke="#f6d29b" stroke-width="10" stroke-linecap="round"/>',
  ].join('');
}

export function wrap(p: Palette, rng: Rng): string {
  const spots = sprinkle(rng, { cx: 0, cy: 0, rx: 150, ry: 50, count: 14, size: 9, fill: '#c98a3c' });
  return [
    shadow(300, 470, 200),
    '<g transform="translate(300 300) rotate(-28)">',
    `<rect x="-200" y="-72" width="400" height="144" rx="72" fill="${p.primary}"/>`,
    `<g opacity="0.6">${spots}</g>`,
    '<ellipse cx="-190" cy="0" rx="40" ry="72" fill="#f7e3b5"/>',
    '<circle cx="-196" cy="-30" r="20" fill="#7cc242"/><circle cx="-180" cy="8" r="22" fill="#d98e2e"/>',
    `<circle cx="-204" cy="30" r="16" fill="#e8453c"/><circle cx="-176" cy="-6" r="12" fill="${p.accent}"/>`,
    '<path d="M10 -84 H220 V84 H10 l22 -21 l-22 -21 l22 -21 l-22 -21 l22 -21 l-22 -21 l22 -21 Z" fill="#e6cfa1"/>',
    '<path d="M70 -84 V84 M120 -84 V84 M170 -84 V84" stroke="#d6452f" stroke-width="14"/>',
    '<path d="M10 -84 H220" stroke="#000" stroke-width="10" opacity="0.08"/>',
    '</g>',
  ].join('');
}

export function lahmacun(p: Palette, rng: Rng): string {
  const parsley = Array.from({ length: 7 }, () => {
    const x = r1(220 + rng() * 160);
    const y = r1(220 + rng() * 160);
    return `<path d="M${x} ${y} q10 -16 20 0 q10 -16 20 0 q-20 14 -40 0 Z" fill="#4caf50"/>`;
  });
  return [
    shadow(300, 480, 210),
    '<circle cx="300" cy="300" r="200" fill="#e9b46a"/>',
    `<circle cx="300" cy="300" r="178" fill="${p.primary}"/>`,
    sprinkle(rng, { cx: 300, cy: 300, rx: 165, ry: 165, count: 70, size: 8, fill: '#7e2a18' }),
    sprinkle(rng, { cx: 300, cy: 300, rx: 160, ry: 160, count: 24, size: 7, fill: '#e8684e' }),
    parsley.join(''),
    '<path d="M430 440 a60 60 0 0 1 90 -70 Z" fill="#f7d94c"/><path d="M440 430 a45 45 0 0 1 70 -54 Z" fill="#fbe98a"/>',
  ].join('');
}

function kofte(x: number, y: number, rot: number, color: string): string {
  return [
    `<g transform="rotate(${rot} ${x} ${y})">`,
    `<ellipse cx="${x}" cy="${y + 8}" rx="64" ry="30" fill="#3e1d0b"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="64" ry="30" fill="${color}"/>`,
    `<path d="M${x - 40} ${y - 8} h80 M${x - 34} ${y + 10} h68" stroke="#3e1d0b" stroke-width="8" stroke-linecap="round"/>`,
    '</g>',
  ].join('');
}

export function koftePlate(p: Palette, rng: Rng): string {
  return [
    shadow(300, 470, 230),
    '<ellipse cx="300" cy="320" rx="250" ry="160" fill="#fdfaf3"/>',
    '<ellipse cx="300" cy="318" rx="205" ry="126" fill="#f1ece0"/>',
    '<path d="M330 330 q10 -90 90 -90 q80 0 84 90 q-90 30 -174 0 Z" fill="#fbf4dc"/>',
    sprinkle(rng, { cx: 418, cy: 300, rx: 66, ry: 44, count: 40, size: 6, fill: '#e9dcb5' }),
    kofte(220, 250, -12, p.primary),
    kofte(300, 285, -12, p.primary),
    kofte(205, 330, -12, p.primary),
    kofte(290, 365, -12, p.primary),
    '<path d="M150 410 q120 40 260 -10 q20 -6 30 8 q-130 60 -290 20 Z" fill="#3f8f2a"/>',
    '<path d="M438 398 l20 -18" stroke="#2f6b1f" stroke-width="8" stroke-linecap="round"/>',
    `<circle cx="420" cy="386" r="34" fill="${p.accent}"/><circle cx="420" cy="386" r="22" fill="#ff7b6b"/>`,
    '<path d="M398 386 h44" stroke="#a8261e" stroke-width="6" stroke-linecap="round"/>',
  ].join('');
}

export function soup(p: Palette, rng: Rng): string {
  return [
    shadow(300, 470, 200),
    steam(300, 90),
    `<path d="M110 280 Q120 460 300 460 Q480 460 490 280 Z" fill="${p.secondary}"/>`,
    '<path d="M140 330 Q300 350 460 330" stroke="#fff" stroke-width="10" opacity="0.35" fill="none"/>',
    '<ellipse cx="300" cy="280" rx="190" ry="52" fill="#fdf6ea"/>',
    `<ellipse cx="300" cy="282" rx="168" ry="40" fill="${p.primary}"/>`,
    sprinkle(rng, { cx: 300, cy: 282, rx: 140, ry: 30, count: 26, size: 5, fill: '#b3261e' }),
    '<path d="M250 270 q20 -12 40 0 q-20 12 -40 0 Z M320 288 q20 -12 40 0 q-20 12 -40 0 Z" fill="#4caf50"/>',
    '<path d="M430 250 a50 50 0 0 1 80 40 Z" fill="#f7d94c"/><path d="M440 256 a38 38 0 0 1 60 30 Z" fill="#fbe98a"/>',
  ].join('');
}
