import type { MenuProduct } from '@kiosk/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTry } from '../../../lib/money';

export interface ProductSliderProps {
  products: MenuProduct[];
  /** Welcome-page setting, 10-60 s: how long the slider takes to glide past eight products. */
  speedSeconds: number;
  /** Loop without end; otherwise the strip glides to its end and back. */
  infinite: boolean;
}

/** Products shown per `speedSeconds` of motion, so a long list keeps the same calm pace. */
const PRODUCTS_PER_PERIOD = 8;

/** A gliding strip of the menu's dishes on the welcome screen. */
export function ProductSlider({ products, speedSeconds, infinite }: ProductSliderProps) {
  const { t } = useTranslation();
  const speed = Number.isFinite(speedSeconds) ? Math.min(60, Math.max(10, speedSeconds)) : 30;
  const duration = speed * Math.max(1, products.length / PRODUCTS_PER_PERIOD);
  const style = {
    '--marquee-duration': `${duration}s`,
    '--marquee-iterations': 'infinite',
    '--marquee-direction': infinite ? 'normal' : 'alternate',
    '--marquee-distance': infinite ? '-50%' : 'calc(-100% + 100vw)',
  } as CSSProperties;
  // the infinite strip is the list twice, gliding by half its length and starting over
  const copies = infinite ? [0, 1] : [0];

  return (
    <section
      aria-label={t('kiosk.welcome.featured')}
      data-testid="product-slider"
      data-speed={speed}
      data-infinite={infinite}
      className="relative w-full overflow-hidden py-4 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]"
    >
      <ul className="flex w-max animate-marquee gap-6 px-3" style={style}>
        {copies.flatMap((copy) =>
          products.map((product) => (
            <li
              key={`${copy}:${product.id}`}
              aria-hidden={copy > 0 || undefined}
              className="w-56 shrink-0 overflow-hidden rounded-[1.75rem] bg-white/10 ring-1 ring-white/15 portrait:w-72"
            >
              <div className="aspect-square overflow-hidden bg-primary-100/10">
                {(product.image_small || product.image) && (
                  <img
                    src={product.image_small ?? product.image ?? undefined}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="flex flex-col gap-1 px-5 py-4">
                <span className="truncate font-semibold text-lg text-white">{product.name}</span>
                <span className="font-bold text-primary-300 text-xl tabular-nums">
                  {formatTry(product.price_minor)}
                </span>
              </div>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
