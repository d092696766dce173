import type { Deal, dealGroupWriteSchema } from '@kiosk/contracts';
import { z } from 'zod';
import { isAmount, kurusOf, liraText } from './money-input';

export type DealGroupsWrite = Array<z.infer<typeof dealGroupWriteSchema>>;

const choiceSchema = z.object({
  product_id: z.string().min(1, 'choiceProductRequired'),
  delta: z.string().refine((v) => isAmount(v, true), 'amountInvalid'),
});
const groupSchema = z
  .object({
    id: z.string().optional(),
    name: z.string().trim().min(1, 'groupNameRequired').max(100),
    min: z.coerce.number().int('countInvalid').min(0, 'countInvalid').max(99, 'countInvalid'),
    max: z.coerce.number().int('countInvalid').min(1, 'countInvalid').max(99, 'countInvalid'),
    choices: z.array(choiceSchema).min(1, 'choicesRequired'),
  })
  .refine((g) => g.min <= g.max, { path: ['max'], message: 'minAboveMax' });

/** The deal form: its product (a new one or an existing product) and its choice groups. */
export const dealFormSchema = z
  .object({
    mode: z.enum(['new', 'existing', 'deal']),
    product_id: z.string(),
    name_tr: z.string().trim().max(200),
    name_en: z.string().trim().max(200),
    price: z.string(),
    category_id: z.string(),
    tax_group_id: z.string(),
    image: z.string(),
    groups: z.array(groupSchema).min(1, 'groupsRequired').max(20),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'existing' && !v.product_id) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'productRequired' });
    }
    if (v.mode !== 'new') return;
    if (!v.name_tr) ctx.addIssue({ code: 'custom', path: ['name_tr'], message: 'nameRequired' });
    if (!isAmount(v.price)) ctx.addIssue({ code: 'custom', path: ['price'], message: 'amountInvalid' });
    if (!v.category_id) ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'categoryRequired' });
    if (!v.image) ctx.addIssue({ code: 'custom', path: ['image'], message: 'imageRequired' });
  });
export type DealFormValues = z.input<typeof dealFormSchema>;
export type DealFormOutput = z.output<typeof dealFormSchema>;

export const emptyGroup = (name = ''): DealFormValues['groups'][number] => ({
  name,
  min: 1,
  max: 1,
  choices: [{ product_id: '', delta: '0.00' }],
});

/** The form's opening values: a deal being edited, or a new one with the usual three groups. */
export function dealFormValues(deal: Deal | undefined, groupNames: readonly string[]): DealFormValues {
  const base = {
    product_id: '',
    name_tr: '',
    name_en: '',
    price: '',
    category_id: '',
    tax_group_id: '',
    image: '',
  };
  if (!deal) return { ...base, mode: 'new', groups: groupNames.map((name) => emptyGroup(name)) };
  return {
    ...base,
    mode: 'deal',
    product_id: deal.product_id,
    groups: deal.groups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      choices: g.choices.map((c) => ({ product_id: c.product_id, delta: liraText(c.price_delta_minor) })),
    })),
  };
}

/** The groups as the API takes them (kept groups keep their id; deltas in kuruş). */
export function dealGroupsWrite(values: DealFormOutput): DealGroupsWrite {
  return values.groups.map((g) => ({
    ...(g.id ? { id: g.id } : {}),
    name: g.name,
    min: g.min,
    max: g.max,
    choices: g.choices.map((c) => ({ product_id: c.product_id, price_delta_minor: kurusOf(c.delta) ?? 0 })),
  }));
}

/** The new product a deal is made of (its name in both languages, price, category, VAT group). */
export function dealProductWrite(values: DealFormOutput) {
  return {
    price_minor: kurusOf(values.price) ?? 0,
    category_id: values.category_id,
    image: values.image,
    ...(values.tax_group_id ? { tax_group_id: values.tax_group_id } : {}),
    translations: {
      tr: { name: values.name_tr },
      en: { name: values.name_en || values.name_tr },
    },
  };
}

/** A refused save's field on the deal form: the new product's fields and the groups' (else none). */
export function dealFormField(field: string): string | undefined {
  if (field === 'name' || field.startsWith('translations.tr')) return 'name_tr';
  if (field.startsWith('translations.en')) return 'name_en';
  if (field === 'price_minor') return 'price';
  if (['category_id', 'tax_group_id', 'image', 'product_id'].includes(field)) return field;
  if (field.startsWith('groups.')) return field.replace(/price_delta_minor$/, 'delta');
  return undefined;
}
