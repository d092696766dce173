import { gloss, type Palette, type Rng, r1, shadow, sprinkle } from './svg-kit.js';

/** Burger extras and toppings shown as configurator options. */

export function cheeseSlices(p: Palette, _rng: Rng): string {
  const slice = (dx: number, dy: number, rot: number, color: string) =>
    `<g transform="rotate(${rot} 300 300) translate(${dx} ${dy})"><rect x="165" y="180" width="270" height="230" rx="14" fill="${color}"/></g>`;
  return [
    shadow(300, 470, 200),
    slice(-10, 20, -8, p.secondary),
    slice(10, 0, 6, p.primary),
    gloss('M200 210 H300', 10, 0.4),
  ].join('');
}

export function bacon(p: Palette, _rng: Rng): string {
  const strip = (y: number) =>
    [
      `<path d="M110 ${y} q50 -40 100 0 t100 0 t100 0 t90 0 v52 q-45 -40 -90 0 t-100 0 t-100 0 t-100 0 Z" fill="${p.primary}"/>`,
      `<path d="M120 ${y + 18} q50 -36 95 0 t100 0 t100 0 t80 0" stroke="${p.secondary}" stroke-width="10" fill="none"/>`,
      `<path d="M118 ${y + 36} q50 -36 95 0 t100 0 t100 0 t84 0" stroke="#f6c3b0" stroke-width="6" fill="none"/>`,
    ].join('');
  return [shadow(300, 470, 210), strip(180), strip(280), strip(380)].join('');
}

export function avocado(p: Palette, _rng: Rng): string {
  const half = (cx: number, cy: number, rot: number, pit: boolean) =>
    [
      `<g transform="rotate(${rot} ${cx} ${cy})">`,
      `<path d="M${cx} ${cy - 120} C${cx + 60} ${cy - 120} ${cx + 100} ${cy + 20} ${cx + 100} ${cy + 60} C${cx + 100} ${cy + 130} ${cx - 100} ${cy + 130} ${cx - 100} ${cy + 60} C${cx - 100} ${cy + 20} ${cx - 60} ${cy - 120} ${cx} ${cy - 120} Z" fill="#2f5d1e"/>`,
      `<path d="M${cx} ${cy - 104} C${cx + 50} ${cy - 104} ${cx + 86} ${cy + 20} ${cx + 86} ${cy + 58} C${cx + 86} ${cy + 116} ${cx - 86} ${cy + 116} ${cx - 86} ${cy + 58} C${cx - 86} ${cy + 20} ${cx - 50} ${cy - 104} ${cx} ${cy - 104} Z" fill="${p.secondary}"/>`,
      `<path d="M${cx} ${cy - 84} C${cx + 40} ${cy - 84} ${cx + 70} ${cy + 20} ${cx + 70} ${cy + 54} C${cx + 70} ${cy + 100} ${cx - 70} ${cy + 100} ${cx - 70} ${cy + 54} C${cx - 70} ${cy + 20} ${cx - 40} ${cy - 84} ${cx} ${cy - 84} Z" fill="${p.primary}"/>`,
      pit
        ? `<circle cx="${cx}" cy="${cy + 40}" r="40" fill="#7a4a24"/><circle cx="${cx - 12}" cy="${cy + 28}" r="10" fill="#a8703f"/>`
        : `<ellipse cx="${cx}" cy="${cy + 40}" rx="38" ry="40" fill="#c9d86a"/>`,
      '</g>',
    ].join('');
  return [shadow(300, 470, 200), half(220, 270, -12, false), half(380, 270, 12, true)].join('');
}

export function grilledOnions(p: Palette, rng: Rng): string {
  const curls: string[] = [];
  for (let i = 0; i < 44; i++) {
    const x = r1(180 + rng() * 240);
    const y = r1(260 + rng() * 110);
    const rot = Math.round(rng() * 360);
    curls.push(
      `<path d="M${x} ${y} a36 26 0 0 1 60 10" transform="rotate(${rot} ${x} ${y})" stroke="${i % 3 ? p.primary : p.secondary}"/>`,
    );
  }
  return [
    shadow(300, 470, 220),
    '<ellipse cx="300" cy="330" rx="230" ry="120" fill="#3b3b3b"/>',
    '<ellipse cx="300" cy="320" rx="205" ry="100" fill="#4a4a4a"/>',
    '<path d="M520 320 h60" stroke="#2a2a2a" stroke-width="26" stroke-linecap="round"/>',
    `<g fill="none" stroke-width="10" stroke-linecap="round">${curls.join('')}</g>`,
  ].join('');
}

function mushroom(p: Palette, cx: number, cy: number, scale: number, rot: number): string {
  return [
    `<g transform="translate(${cx} ${cy}) rotate(${rot}) scale(${scale})">`,
    '<path d="M-30 -4 Q-36 60 -44 88 Q0 104 44 88 Q36 60 30 -4 Z" fill="#e9d6b5"/>',
    '<path d="M10 -4 Q14 60 20 92 Q36 90 44 88 Q36 60 30 -4 Z" fill="#000" opacity="0.08"/>',
    '<path d="M-104 6 Q-104 -96 0 -96 Q104 -96 104 6 Q104 20 88 18 Q0 4 -88 18 Q-104 20 -104 6 Z" fill="' +
      p.primary +
      '"/>',
    '<path d="M-88 18 Q0 4 88 18 Q60 30 0 28 Q-60 30 -88 18 Z" fill="#7a5236"/>',
    '<path d="M-64 -46 Q-44 -76 -4 -80" stroke="#fff" stroke-width="12" fill="none" opacity="0.3" stroke-linecap="round"/>',
    '</g>',
  ].join('');
}

export function mushrooms(p: Palette, _rng: Rng): string {
  return [
    shadow(300, 470, 200),
    mushroom(p, 175, 270, 0.8, -18),
    mushroom(p, 425, 270, 0.75, 18),
    mushroom(p, 300, 350, 1.05, 0),
  ].join('');
}

export function pickles(p: Palette, rng: Rng): string {
  const slice = (cx: number, cy: number) =>
    [
      `<circle cx="${cx}" cy="${cy}" r="62" fill="${p.secondary}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="50" fill="${p.primary}"/>`,
      sprinkle(rng, { cx, cy, rx: 26, ry: 26, count: 9, size: 6, fill: '#f3f6c8' }),
    ].join('');
  return [
    shadow(300, 470, 200),
    `<g transform="rotate(-20 300 230)"><rect x="150" y="180" width="300" height="100" rx="50" fill="${p.secondary}"/>`,
    `<path d="M190 210 h40 M270 220 h50 M350 212 h50 M220 250 h40 M310 256 h50" stroke="${p.primary}" stroke-width="10" stroke-linecap="round"/></g>`,
    slice(200, 370),
    slice(330, 390),
    slice(440, 330),
  ].join('');
}

export function lettuceLeaf(p: Palette, _rng: Rng): string {
  let edge = 'M300 470';
  const pts = 14;
  for (let i = 0; i <= pts; i++) {
    const a = Math.PI * (0.95 + (1.1 * i) / pts);
    const x = r1(300 + Math.cos(a) * 200);
    const y = r1(300 + Math.sin(a) * 190);
    edge += ` Q${r1(300 + Math.cos(a - 0.06) * 230)} ${r1(300 + Math.sin(a - 0.06) * 220)} ${x} ${y}`;
  }
  edge += ' Z';
  return [
    shadow(300, 480, 180),
    `<path d="${edge}" fill="${p.primary}" transform="translate(0 60)"/>`,
    `<path d="${edge}" fill="${p.secondary}" transform="translate(300 330) scale(0.72) translate(-300 -300)"/>`,
    '<path d="M300 470 V160 M300 380 L220 300 M300 320 L380 250 M300 260 L230 200 M300 420 L390 350" stroke="#eaf7d2" stroke-width="9" stroke-linecap="round" fill="none"/>',
  ].join('');
}

export function tomatoes(p: Palette, rng: Rng): string {
  const seeds = sprinkle(rng, { cx: 390, cy: 360, rx: 50, ry: 50, count: 12, size: 7, fill: '#ffd36b' });
  return [
    shadow(300, 475, 200),
    `<circle cx="240" cy="300" r="130" fill="${p.primary}"/>`,
    '<path d="M200 190 l40 20 l40 -20 l-20 30 l30 20 l-50 -4 l-20 30 l-10 -36 l-40 0 l30 -20 Z" fill="#3f8f2a"/>',
    gloss('M160 260 Q170 220 200 206', 14, 0.4),
    `<circle cx="390" cy="360" r="90" fill="${p.primary}"/>`,
    `<circle cx="390" cy="360" r="76" fill="${p.secondary}"/>`,
    '<path d="M390 290 V430 M330 330 L450 390 M330 390 L450 330" stroke="#ff9a8a" stroke-width="10" stroke-linecap="round"/>',
    seeds,
  ].join('');
}

export function cheeseWedge(p: Palette, _rng: Rng): string {
  return [
    shadow(300, 470, 210),
    `<path d="M110 300 L460 200 L490 230 V400 L140 460 L110 430 Z" fill="${p.secondary}"/>`,
    `<path d="M110 300 L460 200 L490 230 L140 330 Z" fill="${p.primary}"/>`,
    `<path d="M140 330 L490 230 V400 L140 460 Z" fill="${p.primary}" opacity="0.9"/>`,
    '<path d="M110 300 L140 330 V460 L110 430 Z" fill="#000" opacity="0.1"/>',
    gloss('M170 340 L440 262', 10, 0.35),
  ].join('');
}
