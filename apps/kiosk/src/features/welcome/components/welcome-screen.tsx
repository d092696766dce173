import { normalizeLanguage } from '@kiosk/i18n';
import { BrandMark, LanguageSwitch, useDocumentTitle, useReconnecting, useSession } from '@kiosk/ui';
import { Hand } from 'lucide-react';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPaymentNotice } from '../../../components/card-payment-notice';
import { KioskBackdrop } from '../../../components/kiosk-backdrop';
import { navigate, ROUTES } from '../../../lib/navigation';
import { cardNoticeReason, useCardAvailability } from '../../../state/card-availability';
import { startSession } from '../../../state/customer-session';
import { useMenu } from '../../../state/menu-store';
import { useWelcomeSettings } from '../../../state/settings-store';
import { sliderProducts } from '../utils/slider-products';
import { videoSource } from '../utils/video-source';
import { BackgroundVideo } from './background-video';
import { ProductSlider } from './product-slider';

/** The corner badge staff hold to open their menu; the app passes it in (another feature's). */
export type DeviceBadgeComponent = ComponentType<{
  kiosk: { public_id: string; device_name?: string | null | undefined };
  showId: boolean;
}>;

/**
 * The kiosk's attract screen (welcome-page settings, read live): background video or the warm
 * backdrop, the custom welcome text and subtitle in the current language, a product slider and
 * "touch to start". Touching anywhere but the language switch starts a customer session.
 */
export function WelcomeScreen({ DeviceBadge }: { DeviceBadge?: DeviceBadgeComponent }) {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  const { settings } = useWelcomeSettings();
  const { view } = useMenu();
  const { user } = useSession();
  // "pay easily by card" is not said while card payment is down (the notice says so instead)
  const cardDown = cardNoticeReason(useCardAvailability(), useReconnecting()) !== null;
  const title = settings.custom_welcome_text[language]?.trim() || t('kiosk.welcome.title');
  const subtitle = settings.custom_subtitle_text[language]?.trim() || t('kiosk.welcome.subtitle');
  useDocumentTitle(title, t('common.brand'));

  const video = settings.background_video_enabled ? videoSource(settings.background_video_url) : null;
  const products = useMemo(
    () => (settings.slider_enabled ? sliderProducts(view, settings.selected_products) : []),
    [settings.slider_enabled, settings.selected_products, view],
  );

  const start = () => {
    startSession();
    navigate(ROUTES.orderType);
  };

  return (
    <main
      className="relative flex min-h-(--kiosk-screen) flex-col overflow-hidden bg-secondary-950 text-white"
      data-testid="welcome-screen"
      data-updated-at={settings.updated_at ?? ''}
    >
      {video ? (
        <BackgroundVideo key={video.kind === 'youtube' ? video.id : video.url} source={video} />
      ) : (
        <KioskBackdrop />
      )}

      <WelcomeHeader languages={settings.show_language_selector} />

      {/* biome-ignore lint/a11y/noStaticElementInteractions: a touch anywhere starts; the button below is the keyboard and screen-reader path */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div className="relative z-10 flex flex-1 cursor-pointer flex-col" onClick={start}>
        <section
          aria-labelledby="welcome-title"
          className="flex flex-1 flex-col items-center justify-center px-8 py-10 text-center landscape:py-4"
        >
          {!video && (
            <BrandMark
              size="xl"
              className="mb-10 animate-float shadow-raised lg:size-32 lg:[&_svg]:size-16 landscape:hidden a11y-portrait:hidden"
            />
          )}
          <CardPaymentNotice className="mb-10" />
          <h1
            id="welcome-title"
            data-testid="welcome-title"
            className="text-balance font-extrabold text-7xl tracking-tight drop-shadow-md lg:text-8xl"
          >
            {title}
          </h1>
          <p
            data-testid="welcome-subtitle"
            className="mt-6 text-balance font-medium text-3xl text-primary-300 drop-shadow lg:text-4xl"
          >
            {subtitle}
          </p>

          <StartButton onStart={start} />
          {!cardDown && (
            <p className="mt-8 max-w-xl text-balance text-secondary-100/85 text-xl lg:text-2xl">
              {t('kiosk.welcome.hint')}
            </p>
          )}
        </section>

        {products.length > 0 && (
          <div className="pb-24 landscape:pb-20">
            <ProductSlider
              products={products}
              speedSeconds={settings.slider_speed}
              infinite={settings.slider_infinite}
            />
          </div>
        )}
      </div>

      {user?.kiosk && DeviceBadge && <DeviceBadge kiosk={user.kiosk} showId={settings.show_kiosk_id} />}
    </main>
  );
}

/**
 * "Touch to start": the keyboard and screen-reader way in (a touch anywhere starts too). Its pulsing
 * ring is a layer behind it that grows and fades (transform and opacity, drawn by the compositor: a
 * box-shadow animation would repaint on the main thread every frame, a cheap kiosk's scarce time).
 */
function StartButton({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="relative mt-14 inline-flex lg:mt-16 landscape:mt-10">
      <span aria-hidden="true" className="absolute inset-0 animate-ring-out rounded-full bg-primary-500/55" />
      <StartButtonFace onStart={onStart} label={t('kiosk.welcome.start')} />
    </span>
  );
}

function StartButtonFace({ onStart, label }: { onStart: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onStart();
      }}
      className={
        'group relative inline-flex min-h-24 items-center gap-4 rounded-full bg-primary-500 px-12 py-6 ' +
        'font-bold text-3xl text-secondary-950 shadow-raised transition-transform ' +
        'lg:min-h-28 lg:px-16 lg:text-4xl ' +
        'hover:bg-primary-400 active:scale-[0.97] focus-visible:outline-none focus-visible:ring-4 ' +
        'focus-visible:ring-primary-200 focus-visible:ring-offset-4 focus-visible:ring-offset-secondary-950'
      }
    >
      <Hand className="size-10 transition-transform group-hover:-rotate-12 lg:size-11" aria-hidden="true" />
      {label}
    </button>
  );
}

function WelcomeHeader({ languages }: { languages: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="relative z-10 flex items-center justify-between gap-4 px-8 pt-8 lg:px-12">
      <div className="flex items-center gap-3">
        <BrandMark size="lg" />
        <span className="font-semibold text-secondary-100 text-xl tracking-wide">{t('common.brand')}</span>
      </div>
      {languages && <LanguageSwitch size="touch" tone="dark" />}
    </header>
  );
}
