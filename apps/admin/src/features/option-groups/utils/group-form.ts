import type { ConfigStep, OptionGroupWrite } from '@kiosk/contracts';
import { type OptionOverride, parseMajor, toMajorString } from '@kiosk/domain';
import { z } from 'zod';

const amount = (text: string) => parseMajor(text.trim());
const isAmount = (text: string) => {
  const value = amount(text);
  return value !== undefined && value >= 0;
};

const optionSchema = z.object({
  id: z.string().optional(),
  name_tr: z.string().trim().min(1, 'required'),
  name_en: z.string().trim(),
  price: z.string().refine(isAmount, 'amount'),
  max: z.string().refine((v) => /^\d{1,2}$/.test(v.trim()) && Number(v) >= 1, 'max'),
  is_default: z.boolean(),
  // kept as they are: a product-linked option stays linked
  product_id: z.string().nullable(),
  is_manual_price: z.boolean(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});

/** The group form: texts as typed (prices in lira), checked before anything is sent. */
export const groupFormSchema = z
  .object({
    title_tr: z.string().trim().min(1, 'required'),
    title_en: z.string().trim(),
    type: z.enum(['radio', 'stepper']),
    required: z.boolean(),
    options: z.array(optionSchema).min(1, 'options'),
  })
  .refine((v) => v.type === 'stepper' || v.options.filter((o) => o.is_default).length <= 1, {
    path: ['options'],
    message: 'oneDefault',
  });
export type GroupFormValues = z.input<typeof groupFormSchema>;
type GroupFormOption = GroupFormValues['options'][number];

export const emptyOption = (): GroupFormOption => ({
  name_tr: '',
  name_en: '',
  price: '0',
  max: '1',
  is_default: false,
  product_id: null,
  is_manual_price: false,
  description: null,
  image: null,
});

/** The form's values for a group as read (or a new one). */
export function groupFormValues(group: ConfigStep | undefined): GroupFormValues {
  if (!group) {
    return { title_tr: '', title_en: '', type: 'stepper', required: false, options: [emptyOption()] };
  }
  return {
    title_tr: group.translations.tr.title ?? group.title,
    title_en: group.translations.en.title ?? '',
    type: group.type,
    required: group.required,
    options: group.options.map((o) => ({
      id: o.id,
      name_tr: o.translations.tr.name ?? o.name,
      name_en: o.translations.en.name ?? '',
      price: toMajorString(o.price_minor),
      max: String(o.max_quantity),
      is_default: o.is_default,
      product_id: o.product_id,
      is_manual_price: o.is_manual_price,
      description: o.description,
      image: o.image,
    })),
  };
}

/** What the server takes: option ids kept (their per-product overrides stay), prices in kuruş. */
export function groupWrite(values: GroupFormValues, showImages = false): OptionGroupWrite {
  return {
    title: values.title_tr.trim(),
    type: values.type,
    required: values.required,
    show_images: showImages,
    translations: { tr: { title: values.title_tr.trim() }, en: { title: values.title_en.trim() } },
    options: values.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name_tr.trim(),
      description: o.description,
      price_minor: amount(o.price) ?? 0,
      image: o.image,
      product_id: o.product_id,
      is_manual_price: o.is_manual_price,
      max_quantity: values.type === 'radio' ? 1 : Number(o.max),
      is_default: o.is_default,
      translations: { tr: { name: o.name_tr.trim() }, en: { name: o.name_en.trim() } },
    })),
  };
}

/** One option's override as the overrides form holds it: a typed price ('' = the group's) and hidden. */
interface OverrideDraft {
  price: string;
  hidden: boolean;
}

export function overrideDrafts(
  options: ConfigStep['options'],
  overrides: readonly OptionOverride[],
): Record<string, OverrideDraft> {
  const byId = new Map(overrides.map((o) => [o.option_id, o]));
  return Object.fromEntries(
    options.map((o) => {
      const own = byId.get(o.id);
      return [
        o.id,
        {
          price: own?.price_minor == null ? '' : toMajorString(own.price_minor),
          hidden: own?.hidden ?? false,
        },
      ];
    }),
  );
}

/** The overrides to send; undefined when a typed price is not an amount (its option id in `invalid`). */
export function overridesWrite(drafts: Record<string, OverrideDraft>): {
  overrides: OptionOverride[];
  invalid: string[];
} {
  const invalid: string[] = [];
  const overrides = Object.entries(drafts).flatMap(([optionId, draft]) => {
    const text = draft.price.trim();
    if (text !== '' && !isAmount(text)) {
      invalid.push(optionId);
      return [];
    }
    const price = text === '' ? null : (amount(text) ?? null);
    return price !== null || draft.hidden
      ? [{ option_id: optionId, price_minor: price, hidden: draft.hidden }]
      : [];
  });
  return { overrides, invalid };
}
