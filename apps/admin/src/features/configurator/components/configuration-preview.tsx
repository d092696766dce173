import { type Language, SUPPORTED_LANGUAGES } from '@kiosk/i18n';
import { cn, configurableItemOf, useLanguage } from '@kiosk/ui';
import { KioskDialog, ProductCustomizer, ProductHero } from '@kiosk/ui/customize';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ConfigurableProduct } from '../api/get-configurable-products';
import { usePreviewCustomer } from '../hooks/use-preview-customer';
import { usePreviewProduct } from '../hooks/use-preview-product';
import type { ConfigurationDraft } from '../utils/configuration-draft';
import { previewStepsOf } from '../utils/preview-steps';
import { KioskPreviewScreen } from './kiosk-preview-screen';

export interface ConfigurationPreviewProps {
  product: ConfigurableProduct;
  draft: ConfigurationDraft;
  /** The step being edited: the preview scrolls it into view. */
  activeStepKey: string | null;
}

/**
 * The kiosk's own product dialog (KioskDialog drawn in place, with ProductCustomizer, packages/ui)
 * on a portrait kiosk screen, built from the configuration being edited, in either language:
 * every step in one scrolling list, required steps checked on "Add to cart", the running price
 * from the domain model.
 */
export function ConfigurationPreview({ product, draft, activeStepKey }: ConfigurationPreviewProps) {
  const { t, i18n } = useTranslation();
  const { language: uiLanguage } = useLanguage();
  const [language, setLanguage] = useState<Language>(uiLanguage);
  // the preview's own language: the kiosk's texts in it, without changing the admin's
  const previewI18n = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  const pt = previewI18n.t;
  const { shown, notOnMenu } = usePreviewProduct(product, language);
  const steps = useMemo(
    () =>
      previewStepsOf(draft, language, {
        step: pt('configurator.step.untitled'),
        option: pt('configurator.option.untitled'),
      }),
    [draft, language, pt],
  );
  const item = useMemo(() => configurableItemOf(shown, steps), [shown, steps]);
  // closing the dialog (X) or adding to the cart starts it again, as a customer reopening it would
  const customer = usePreviewCustomer(item);

  // follow the step being edited
  const screen = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another step is chosen, not on every edit
  useEffect(() => {
    const index = draft.steps.findIndex((step) => step.key === activeStepKey);
    if (index < 0) return;
    screen.current
      ?.querySelectorAll('[data-testid="config-step"]')
      [index]?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [activeStepKey]);

  return (
    <aside
      aria-labelledby="configurator-preview-title"
      data-testid="configurator-preview"
      className="min-w-0"
    >
      <PreviewHeader language={language} onLanguageChange={setLanguage} />
      {notOnMenu && (
        <p className="mb-2 text-ink-muted text-xs" data-testid="preview-not-on-menu">
          {t('configurator.preview.notOnMenu')}
        </p>
      )}
      <div ref={screen} lang={language}>
        <KioskPreviewScreen label={t('configurator.preview.screen')}>
          <I18nextProvider i18n={previewI18n}>
            {customer.added && <AddedNotice text={customer.added} />}
            <KioskDialog
              inline
              open
              onOpenChange={(open) => {
                if (!open) customer.restart();
              }}
              size="lg"
              data-testid="product-dialog"
              title={shown.name}
              description={shown.description ?? undefined}
              media={<ProductHero product={shown} orientation="portrait" />}
              bareBody
            >
              <ProductCustomizer
                key={customer.round}
                product={shown}
                steps={steps}
                available={shown.is_available}
                selection={customer.selection}
                onSelectionChange={customer.setSelection}
                onSubmit={(line) => {
                  customer.setAdded(pt('kiosk.product.added', { name: line.name }));
                  customer.restart();
                }}
              />
            </KioskDialog>
          </I18nextProvider>
        </KioskPreviewScreen>
      </div>
    </aside>
  );
}

/** The preview's title and its language switch. */
function PreviewHeader({
  language,
  onLanguageChange,
}: {
  language: Language;
  onLanguageChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <div>
        <h3 id="configurator-preview-title" className="font-semibold text-ink">
          {t('configurator.preview.title')}
        </h3>
        <p className="text-ink-muted text-xs">{t('configurator.preview.description')}</p>
      </div>
      <fieldset
        aria-label={t('configurator.preview.language')}
        className="m-0 inline-flex min-w-0 gap-1 rounded-xl border-0 bg-surface-muted p-1 ring-1 ring-line"
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={language === code}
            onClick={() => onLanguageChange(code)}
            className={cn(
              'h-8 min-w-10 rounded-lg px-2 font-bold text-xs uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
              language === code ? 'bg-white text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {code}
            <span className="sr-only"> {t(`ui.language.names.${code}`)}</span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** The kiosk's "added to the cart" notice over the preview. */
function AddedNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      data-testid="preview-added"
      className="absolute top-8 right-8 left-8 z-10 flex items-center gap-4 rounded-[1.5rem] bg-emerald-600 px-7 py-5 font-bold text-2xl text-white shadow-raised"
    >
      <CheckCircle2 className="size-9 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
