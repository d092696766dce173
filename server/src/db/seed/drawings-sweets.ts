import { gloss, type Palette, type Rng, r1, shadow, sprinkle } from './svg-kit.js';

/** Desserts: sütlaç, künefe, baklava, ice cream, lokum, cake slice. */

/** Oven rice pudding in a terracotta bowl, browned on top. */
export function pudding(p: Palette, rng: Rng): string {
  const spots = Array.from({ length: 7 }, () => {
    const x = r1(210 + rng() * 180);
    const y = r1(218 + rng() * 28);
    return `<ellipse cx="${x}" cy="${y}" rx="${r1(28 + rng() * 26)}" ry="${r1(9 + rng() * 7)}"/>`;
  }).join('');
  return [
    shadow(300, 470, 190),
    `<path d="M140 230 Q150 440 300 450 Q450 440 460 230 Z" fill="${p.secondary}"/>`,
    '<path d="M160 300 Q300 330 440 300" stroke="#000" stroke-width="10" opacity="0.12" fill="none"/>',
    '<ellipse cx="300" cy="230" rx="166" ry="44" fill="#b4542c"/>',
    `<ellipse cx="300" cy="232" rx="148" ry="34" fill="${p.primary}"/>`,
    '<defs><filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>',
    '<clipPath id="top"><ellipse cx="300" cy="232" rx="148" ry="34"/></clipPath></defs>',
    `<g clip-path="url(#top)"><g fill="${p.accent}" opacity="0.8" filter="url(#soft)">${spots}</g></g>`,
    sprinkle(rng, { cx: 300, cy: 232, rx: 120, ry: 24, count: 18, size: 4, fill: '#8a4513' }),
    gloss('M170 280 Q180 360 220 400', 14, 0.3),
  ].join('');
}

/** Künefe in its round copper pan, crowned with pistachio. */
export function kunefe(p: Palette, rng: Rng): string {
  const strands: string[] = [];
  for (let i = 0; i < 160; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * 148;
    const x = r1(300 + Math.cos(a) * d);
    const y = r1(290 + Math.sin(a) * d * 0.52);
    const dx = r1(8 + rng() * 10);
    strands.push(`M${x} ${y} q${dx / 2} -3 ${dx} ${r1(rng() * 4 - 2)}`);
  }
  return [
    shadow(300, 470, 220),
    '<ellipse cx="300" cy="330" rx="220" ry="120" fill="#9c5a2a"/>',
    '<ellipse cx="300" cy="310" rx="210" ry="110" fill="#c87a3a"/>',
    '<path d="M490 300 q60 -20 70 -60" stroke="#9c5a2a" stroke-width="20" stroke-linecap="round" fill="none"/>',
    '<path d="M160 310 Q170 360 300 370 Q430 360 440 310 Q420 330 300 338 Q180 330 160 310 Z" fill="#fff6dc"/>',
    `<ellipse cx="300" cy="290" rx="160" ry="80" fill="${p.primary}"/>`,
    `<path d="${strands.join(' ')}" stroke="#c2561a" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/>`,
    '<ellipse cx="300" cy="285" rx="60" ry="26" fill="#9ccc65" opacity="0.9"/>',
    sprinkle(rng, { cx: 300, cy: 285, rx: 64, ry: 28, count: 50, size: 6, fill: p.accent }),
  ].join('');
}

/** Baklava diamonds on a plate, with pistachio crumbs. */
export function baklava(p: Palette, rng: Rng): string {
  const piece = (cx: number, cy: number) =>
    [
      `<path d="M${cx - 70} ${cy} L${cx} ${cy - 38} L${cx + 70} ${cy} V${cy + 30} L${cx} ${cy + 68} L${cx - 70} ${cy + 30} Z" fill="${p.secondary}"/>`,
      `<path d="M${cx - 70} ${cy} L${cx} ${cy + 38} V${cy + 68} L${cx - 70} ${cy + 30} Z" fill="#f8d48a"/>`,
      `<path d="M${cx - 70} ${cy + 10} L${cx} ${cy + 48} M${cx - 70} ${cy + 20} L${cx} ${cy + 58} M${cx} ${cy + 48} L${cx + 70} ${cy + 10} M${cx} ${cy + 58} L${cx + 70} ${cy + 20}" stroke="#d4933a" stroke-width="3"/>`,
      `<path d="M${cx - 70} ${cy} L${cx} ${cy - 38} L${cx + 70} ${cy} L${cx} ${cy + 38} Z" fill="${p.primary}"/>`,
      sprinkle(rng, { cx, cy, rx: 26, ry: 12, count: 14, size: 6, fill: p.accent }),
    ].join('');
  return [
    shadow(300, 470, 220),
    '<ellipse cx="300" cy="340" rx="240" ry="120" fill="#fdfaf3"/>',
    '<ellipse cx="300" cy="335" rx="205" ry="96" fill="#f1ece0"/>',
    '<g transform="translate(300 320) scale(1.3) translate(-300 -320)">',
    piece(230, 300),
    piece(370, 300),
    piece(300, 260),
    piece(300, 340),
    '</g>',
  ].join('');
}

/** Three scoops in a waffle cone. */
export function iceCream(p: Palette, _rng: Rng): string {
  const waffle = [
    '<clipPath id="cone"><path d="M205 290 L395 290 L300 505 Z"/></clipPath>',
    '<g clip-path="url(#cone)" stroke="#b8732a" stroke-width="6">',
    '<path d="M180 290 L420 530 M230 290 L430 490 M280 290 L440 450 M130 290 L400 560 M340 290 L460 410 M80 300 L340 560"/>',
    '<path d="M420 290 L180 530 M370 290 L170 490 M320 290 L160 450 M470 290 L200 560 M260 290 L140 410 M520 300 L260 560"/>',
    '</g>',
  ].join('');
  const scoop = (cx: number, cy: number, color: string) =>
    `<path d="M${cx - 88} ${cy + 20} a88 84 0 0 1 176 0 q-14 22 -30 6 q-16 22 -36 4 q-20 22 -40 2 q-20 22 -40 4 q-16 18 -30 -16 Z" fill="${color}"/>`;
  return [
    shadow(300, 500, 80),
    '<path d="M205 290 L395 290 L300 505 Z" fill="#e7a44f"/>',
    waffle,
    scoop(240, 270, p.primary),
    scoop(360, 270, p.secondary),
    scoop(300, 190, p.accent),
    gloss('M250 150 Q270 130 300 128', 10, 0.5),
    '<circle cx="300" cy="100" r="18" fill="#d1242f"/><path d="M300 82 q10 -30 30 -36" stroke="#4a7c2a" stroke-width="5" fill="none"/>',
  ].join('');
}

/** Turkish delight cubes dusted with powdered sugar. */
export function lokum(p: Palette, rng: Rng): string {
  const cube = (x: number, y: number, color: string) =>
    [
      `<path d="M${x} ${y} l60 -28 l60 28 l-60 28 Z" fill="${color}"/>`,
      `<path d="M${x} ${y} l60 28 v60 l-60 -28 Z" fill="${color}" opacity="0.85"/>`,
      `<path d="M${x + 120} ${y} l-60 28 v60 l60 -28 Z" fill="#000" opacity="0.08"/>`,
      `<path d="M${x + 120} ${y} l-60 28 v60 l60 -28 Z" fill="${color}" opacity="0.7"/>`,
    ].join('');
  return [
    shadow(300, 470, 220),
    '<ellipse cx="300" cy="360" rx="230" ry="100" fill="#fdfaf3"/>',
    cube(150, 330, p.primary),
    cube(330, 330, p.secondary),
    cube(240, 360, p.primary),
    cube(240, 270, p.secondary),
    sprinkle(rng, { cx: 300, cy: 330, rx: 170, ry: 80, count: 110, size: 3.5, fill: '#ffffff' }),
  ].join('');
}

/** A slice of layered cake (trileçe) on a plate, with caramel top. */
export function cakeSlice(p: Palette, _rng: Rng): string {
  return [
    shadow(300, 470, 210),
    '<ellipse cx="300" cy="400" rx="230" ry="70" fill="#fdfaf3"/>',
    '<ellipse cx="300" cy="396" rx="200" ry="54" fill="#f1ece0"/>',
    `<path d="M140 250 L390 200 L470 260 L470 380 L220 430 L140 370 Z" fill="${p.primary}"/>`,
    `<path d="M140 250 L220 310 L220 430 L140 370 Z" fill="${p.secondary}"/>`,
    '<path d="M140 300 L220 360 M140 340 L220 400" stroke="#fff" stroke-width="5" opacity="0.6"/>',
    `<path d="M140 250 L390 200 L470 260 L220 310 Z" fill="${p.accent}"/>`,
    '<path d="M220 310 q20 24 40 0 q20 20 40 -4 q20 20 40 -6 q20 18 40 -8 q20 14 40 -10 L470 260 Z" fill="' +
      p.accent +
      '"/>',
  ].join('');
}
