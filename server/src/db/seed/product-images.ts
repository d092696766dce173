import { createHash } from 'node:crypto';
import sharp from 'sharp';
import * as drinks from './drawings-drinks.js';
import * as extras from './drawings-extras.js';
import * as mains from './drawings-mains.js';
import * as snacks from './drawings-snacks.js';
import * as sweets from './drawings-sweets.js';
import { frame, makeRng, type Palette, type Rng } from './svg-kit.js';

export type { Palette } from './svg-kit.js';

/** Product illustrations drawn as SVG and rendered to WebP with sharp (no network, deterministic). */

type Draw = (p: Palette, rng: Rng) => string;

const WARM = { background: '#fff3dc', backgroundEdge: '#f6c58c' };
const DRINK = { background: '#fff6e4', backgroundEdge: '#f3c99a' };
const SWEET = { background: '#fff0e6', backgroundEdge: '#f1b99a' };
const SNACK = { background: '#fff7d6', backgroundEdge: '#f2c777' };
const EXTRA = { background: '#fbf5e2', backgroundEdge: '#e9cf98' };

interface KindSpec {
  draw: Draw;
  palette: Palette;
}

function spec(bg: typeof WARM, primary: string, secondary: string, accent: string, draw: Draw): KindSpec {
  return { draw, palette: { ...bg, primary, secondary, accent } };
}

const KINDS = {
  burger: spec(WARM, '#f2a950', '#d98e2e', '#ffc93c', (p, r) => mains.burger(p, r)),
  cheeseburger: spec(WARM, '#f2a950', '#d98e2e', '#ffc23a', (p, r) => mains.burger(p, r, { cheese: true })),
  'double-burger': spec(WARM, '#ee9f45', '#d98e2e', '#ffc23a', (p, r) =>
    mains.burger(p, r, { cheese: true, double: true }),
  ),
  'chicken-burger': spec(WARM, '#f2b25e', '#c46f22', '#ffc93c', (p, r) =>
    mains.burger(p, r, { chicken: true }),
  ),
  toast: spec(WARM, '#f0b461', '#c77b2b', '#ffd85c', (p, r) => mains.toast(p, r)),
  'mixed-toast': spec(WARM, '#f0b461', '#c77b2b', '#ffd85c', (p, r) => mains.toast(p, r, true)),
  'club-sandwich': spec(WARM, '#f6d49b', '#c77b2b', '#ffcf4a', mains.clubSandwich),
  'kofte-ekmek': spec(WARM, '#e9a85a', '#c77b2b', '#e8453c', mains.kofteEkmek),
  wrap: spec(WARM, '#f1d39a', '#c98a3c', '#f7f1e3', mains.wrap),
  lahmacun: spec(WARM, '#c2452b', '#e9b46a', '#4caf50', mains.lahmacun),
  'kofte-plate': spec(WARM, '#7a3f1d', '#f1ece0', '#e8453c', mains.koftePlate),
  soup: spec(WARM, '#f29a2e', '#c8553d', '#4caf50', mains.soup),
  fries: spec(SNACK, '#ffd35c', '#d6452f', '#fff4e0', snacks.fries),
  'onion-rings': spec(SNACK, '#eeb047', '#b86e1f', '#f8d48a', snacks.onionRings),
  nuggets: spec(SNACK, '#e9a23b', '#b86e1f', '#d6452f', snacks.nuggets),
  simit: spec(SNACK, '#c8742f', '#8a4513', '#f7e3b5', snacks.simit),
  bread: spec(SNACK, '#eab46a', '#b86e1f', '#f8dfae', snacks.bread),
  tea: spec(DRINK, '#c0391b', '#d9453a', '#f4f1ea', drinks.tea),
  'turkish-coffee': spec(DRINK, '#7a4a24', '#f8f4ec', '#c0392b', (p, r) =>
    drinks.cupOnSaucer(p, r, { small: true, dusting: '#a47148' }),
  ),
  salep: spec(DRINK, '#f3e3c3', '#f8f4ec', '#3a7ca5', (p, r) =>
    drinks.cupOnSaucer(p, r, { small: false, dusting: '#9b5a2a' }),
  ),
  coffee: spec(DRINK, '#4b2a14', '#2f6f73', '#f2c14e', (p, r) => drinks.mug(p, r)),
  'travel-mug': spec(DRINK, '#d6452f', '#f4f1ea', '#f2a950', (p, r) => drinks.mug(p, r, true)),
  ayran: spec(DRINK, '#fbfaf5', '#c2703d', '#3a7ca5', drinks.copperCup),
  cola: spec(DRINK, '#3b1a0e', '#2a1008', '#d6452f', (p, r) => drinks.coldGlass(p, r, 'bubbles')),
  lemonade: spec(DRINK, '#f7e06a', '#f2c81f', '#4caf50', (p, r) => drinks.coldGlass(p, r, 'lemon')),
  salgam: spec(DRINK, '#8e1f4a', '#6a1236', '#f08a24', (p, r) => drinks.coldGlass(p, r, 'carrot')),
  'orange-juice': spec(DRINK, '#f7a233', '#f08a24', '#f2f2f2', (p, r) => drinks.coldGlass(p, r, 'orange')),
  water: spec(DRINK, '#bfe3f2', '#3a7ca5', '#2f5f8a', (p, r) => drinks.bottle(p, r)),
  soda: spec(DRINK, '#5fa86a', '#f4f1ea', '#d6452f', (p, r) => drinks.bottle(p, r, true)),
  pudding: spec(SWEET, '#fbf1dc', '#c8673a', '#b8692e', sweets.pudding),
  kunefe: spec(SWEET, '#e8892b', '#c87a3a', '#7cb342', sweets.kunefe),
  baklava: spec(SWEET, '#f2b55a', '#e09a3e', '#7cb342', sweets.baklava),
  'ice-cream': spec(SWEET, '#f7a8b8', '#7b4a2a', '#fff2cc', sweets.iceCream),
  lokum: spec(SWEET, '#f48fb1', '#fbe3a6', '#ffffff', sweets.lokum),
  'cake-slice': spec(SWEET, '#fbeccb', '#f6dfae', '#c87a2a', sweets.cakeSlice),
  'cheese-slices': spec(EXTRA, '#ffb830', '#f29d1a', '#fff', extras.cheeseSlices),
  bacon: spec(EXTRA, '#c8473a', '#f3b5a0', '#fff', extras.bacon),
  avocado: spec(EXTRA, '#c6dc72', '#8bb43a', '#7a4a24', extras.avocado),
  'grilled-onions': spec(EXTRA, '#b8652a', '#e0a65a', '#fff', extras.grilledOnions),
  mushrooms: spec(EXTRA, '#a9754b', '#f1e4cf', '#fff', extras.mushrooms),
  pickles: spec(EXTRA, '#a8c455', '#5d8a2b', '#fff', extras.pickles),
  lettuce: spec(EXTRA, '#7cc242', '#a6dc6a', '#fff', extras.lettuceLeaf),
  tomato: spec(EXTRA, '#e8453c', '#f26b5b', '#fff', extras.tomatoes),
  'cheese-wedge': spec(EXTRA, '#f8e08e', '#e9c965', '#fff', extras.cheeseWedge),
} satisfies Record<string, KindSpec>;

export type ImageKind = keyof typeof KINDS;

export const IMAGE_KINDS = Object.keys(KINDS) as ImageKind[];

/** A stable seed per kind so sprinkled details are the same on every run. */
function seedOf(kind: string): number {
  return createHash('sha256').update(kind).digest().readUInt32BE(0);
}

/** The SVG source of a kind's illustration. */
function renderProductSvg(kind: ImageKind, palette: Partial<Palette> = {}): string {
  const spec: KindSpec = KINDS[kind];
  const merged: Palette = { ...spec.palette, ...palette };
  return frame(spec.draw(merged, makeRng(seedOf(kind))), merged);
}

/** A 600 x 600 WebP illustration of a product kind. */
export async function renderProductImage(kind: ImageKind, palette?: Partial<Palette>): Promise<Buffer> {
  const svg = renderProductSvg(kind, palette);
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** The storage path of a rendered image: products/<slug>-<first 8 hex of its SHA-256>.webp. */
export function productImagePath(slug: string, data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
  return `products/${slug}-${hash}.webp`;
}
