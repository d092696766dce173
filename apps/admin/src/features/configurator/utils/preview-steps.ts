import type { Language } from '@kiosk/i18n';
import type { StepView } from '@kiosk/ui';
import {
  type ConfigurationDraft,
  type OptionDraft,
  type StepDraft,
  toConfigurableItem,
} from './configuration-draft';

const inLanguage = (tr: string, en: string, language: Language) =>
  (language === 'en' ? en.trim() : '') || tr.trim();

const stepTitle = (step: StepDraft, language: Language) => inLanguage(step.titleTr, step.titleEn, language);
const optionName = (option: OptionDraft, language: Language) =>
  inLanguage(option.nameTr, option.nameEn, language);

/**
 * The draft's steps as the kiosk's menu carries them (StepView), in `language`, so the admin's
 * preview shows the kiosk's own product dialog. Prices, maxima, defaults and availability come
 * from `toConfigurableItem` (the domain model of the draft); names fall back to Turkish, then to
 * the given "untitled" texts. A draft key stands in for an id the server has not given yet.
 */
export function previewStepsOf(
  draft: ConfigurationDraft,
  language: Language,
  untitled: { step: string; option: string },
): StepView[] {
  const item = toConfigurableItem(draft, 0);
  return draft.steps.map((step, index): StepView => {
    const itemStep = item.steps[index];
    return {
      type: step.type,
      step: {
        id: step.key,
        title: stepTitle(step, language) || untitled.step,
        subtitle: inLanguage(step.subtitleTr, step.subtitleEn, language) || null,
        type: step.type,
        required: step.required,
        show_images: step.showImages,
        translations: {
          tr: { title: step.titleTr, subtitle: step.subtitleTr },
          en: { title: step.titleEn, subtitle: step.subtitleEn },
        },
      },
      options: step.options.map((option, optionIndex) => {
        const modelled = itemStep?.options[optionIndex];
        return {
          isDefault: option.isDefault,
          option: {
            id: option.key,
            name: optionName(option, language) || untitled.option,
            description: option.description,
            price_minor: modelled?.price_minor ?? 0,
            image: option.image.trim() || null,
            product_id: option.productId,
            is_manual_price: option.isManualPrice,
            linked_price_minor: option.linkedPriceMinor,
            max_quantity: modelled?.max_quantity ?? option.maxQuantity,
            available: option.available,
            translations: { tr: { name: option.nameTr }, en: { name: option.nameEn } },
          },
        };
      }),
    };
  });
}
