import { gloss, type Palette, type Rng, r1, shadow, sprinkle } from './svg-kit.js';

/** Snacks and bakery: fries, onion rings, nuggets, simit, bread. */

export function fries(p: Palette, rng: Rng): string {
  const sticks: string[] = [];
  for (let i = 0; i < 13; i++) {
    const x = r1(200 + i * 16 + rng() * 6);
    const top = r1(130 + rng() * 70);
    const tilt = r1((i - 6) * 2.2 + rng() * 4 - 2);
    sticks.push(
      `<g transform="rotate(${tilt} ${x} 330)"><rect x="${x - 12}" y="${top}" width="24" height="${330 - top}" rx="5" fill="${p.primary}"/><rect x="${x + 4}" y="${top}" width="8" height="${330 - top}" rx="4" fill="#e9a93a"/></g>`,
    );
  }
  return [
    shadow(300, 480, 160),
    sticks.join(''),
    `<path d="M175 260 L425 260 L395 475 Q390 485 380 485 H220 Q210 485 205 475 Z" fill="${p.secondary}"/>`,
    '<path d="M175 260 Q300 320 425 260 L418 300 Q300 350 182 300 Z" fill="#000" opacity="0.12"/>',
    `<path d="M250 360 q50 -40 100 0 q-50 50 -100 0 Z" fill="${p.accent}"/>`,
    gloss('M200 300 L222 460', 10, 0.3),
  ].join('');
}

export function onionRings(p: Palette, _rng: Rng): string {
  const ring = (cx: number, cy: number, rx: number, ry: number, rot: number) =>
    [
      `<g transform="rotate(${rot} ${cx} ${cy})">`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#b86e1f" stroke-width="40"/>`,
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${p.primary}" stroke-width="32"/>`,
      `<ellipse cx="${cx}" cy="${cy - 6}" rx="${rx - 4}" ry="${ry - 6}" fill="none" stroke="#f8d48a" stroke-width="8" stroke-dasharray="18 14" stroke-linecap="round"/>`,
      '</g>',
    ].join('');
  return [
    shadow(300, 470, 210),
    '<ellipse cx="300" cy="400" rx="220" ry="70" fill="#d6452f"/>',
    '<ellipse cx="300" cy="392" rx="205" ry="58" fill="#f4f1ea"/>',
    ring(210, 350, 80, 46, -8),
    ring(380, 350, 80, 46, 8),
    ring(300, 300, 86, 52, 0),
    ring(250, 230, 72, 44, -14),
    ring(360, 220, 68, 42, 12),
  ].join('');
}

export function nuggets(p: Palette, rng: Rng): string {
  const pieces = [
    [220, 300],
    [320, 280],
    [260, 370],
    [370, 360],
    [180, 380],
    [300, 220],
  ].map(([x, y]) => {
    const w = r1(52 + rng() * 12);
    const h = r1(38 + rng() * 8);
    const rot = Math.round(rng() * 60 - 30);
    return `<g transform="rotate(${rot} ${x} ${y})"><rect x="${(x ?? 0) - w}" y="${(y ?? 0) - h}" width="${w * 2}" height="${h * 2}" rx="${h}" fill="#b86e1f"/><rect x="${(x ?? 0) - w + 5}" y="${(y ?? 0) - h + 4}" width="${w * 2 - 10}" height="${h * 2 - 12}" rx="${h - 6}" fill="${p.primary}"/></g>`;
  });
  return [
    shadow(300, 480, 220),
    '<path d="M100 300 L500 300 L460 470 H140 Z" fill="#d6452f"/>',
    '<path d="M120 300 L200 300 L180 470 H140 Z M280 300 L340 300 L330 470 H290 Z M420 300 L480 300 L460 470 H430 Z" fill="#f4f1ea"/>',
    pieces.join(''),
    sprinkle(rng, { cx: 280, cy: 310, rx: 140, ry: 80, count: 40, size: 4, fill: '#f8d48a' }),
    `<ellipse cx="445" cy="250" rx="55" ry="20" fill="#eee"/><ellipse cx="445" cy="250" rx="45" ry="14" fill="${p.accent}"/>`,
  ].join('');
}

export function simit(p: Palette, rng: Rng): string {
  const seeds: string[] = [];
  for (let i = 0; i < 90; i++) {
    const a = rng() * Math.PI * 2;
    const rad = 115 + (rng() - 0.5) * 70;
    const x = r1(300 + Math.cos(a) * rad);
    const y = r1(300 + Math.sin(a) * rad * 0.9);
    seeds.push(
      `<ellipse cx="${x}" cy="${y}" rx="6" ry="3.4" transform="rotate(${Math.round(rng() * 180)} ${x} ${y})"/>`,
    );
  }
  return [
    shadow(300, 480, 200),
    `<ellipse cx="300" cy="300" rx="150" ry="135" fill="none" stroke="#8a4513" stroke-width="92"/>`,
    `<ellipse cx="300" cy="296" rx="150" ry="135" fill="none" stroke="${p.primary}" stroke-width="80"/>`,
    '<path d="M180 220 Q230 165 300 160" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.25"/>',
    `<g fill="#f7e3b5">${seeds.join('')}</g>`,
  ].join('');
}

export function bread(p: Palette, _rng: Rng): string {
  return [
    shadow(300, 450, 230),
    `<path d="M80 370 C70 230 200 190 300 190 C400 190 530 230 520 370 Q520 430 450 430 H150 Q80 430 80 370 Z" fill="${p.secondary}"/>`,
    `<path d="M90 360 C85 245 205 205 300 205 C395 205 515 245 510 360 Q505 410 450 410 H150 Q95 410 90 360 Z" fill="${p.primary}"/>`,
    '<path d="M170 280 q40 -30 80 -40 M260 265 q40 -30 80 -40 M350 265 q40 -30 80 -30" stroke="#f8dfae" stroke-width="18" fill="none" stroke-linecap="round"/>',
    gloss('M140 330 Q150 260 220 230', 14, 0.3),
  ].join('');
}
