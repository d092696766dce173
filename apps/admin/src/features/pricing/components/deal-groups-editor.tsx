import { Button, Field, Input, Select } from '@kiosk/ui';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductChoice } from '../api/get-pricing-choices';
import { type DealFormOutput, type DealFormValues, emptyGroup } from '../utils/deal-form';
import { errorText } from '../utils/error-text';

type DealForm = UseFormReturn<DealFormValues, unknown, DealFormOutput>;

/** The message of the error at a dotted path (a field array's own error sits on `root`). */
function messageAt(errors: object, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** The deal's choice groups in order: add, remove, move up / down; each with its allowed products. */
export function DealGroupsEditor({ form, products }: { form: DealForm; products: ProductChoice[] }) {
  const { t } = useTranslation();
  const groups = useFieldArray({ control: form.control, name: 'groups' });
  const rootError = errorText(t, messageAt(form.formState.errors, 'groups'));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold text-sm">{t('pricing.deals.groups.legend')}</legend>
      {groups.fields.map((field, index) => (
        <GroupCard
          key={field.id}
          form={form}
          index={index}
          products={products}
          onRemove={groups.fields.length > 1 ? () => groups.remove(index) : undefined}
          onUp={index > 0 ? () => groups.move(index, index - 1) : undefined}
          onDown={index < groups.fields.length - 1 ? () => groups.move(index, index + 1) : undefined}
        />
      ))}
      {rootError && (
        <p role="alert" className="text-red-700 text-sm">
          {rootError}
        </p>
      )}
      <Button variant="outline" className="self-start" onClick={() => groups.append(emptyGroup())}>
        <Plus aria-hidden="true" />
        {t('pricing.deals.groups.add')}
      </Button>
    </fieldset>
  );
}

function GroupCard({
  form,
  index,
  products,
  onRemove,
  onUp,
  onDown,
}: {
  form: DealForm;
  index: number;
  products: ProductChoice[];
  onRemove: (() => void) | undefined;
  onUp: (() => void) | undefined;
  onDown: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { register, formState } = form;
  const err = (path: string) => errorText(t, messageAt(formState.errors, `groups.${index}.${path}`));
  return (
    <div className="rounded-xl border border-line bg-surface p-4" data-testid="deal-group">
      <div className="flex flex-wrap items-start gap-3">
        <Field
          id={`${id}-name`}
          label={t('pricing.deals.groups.name')}
          required
          error={err('name')}
          className="min-w-48 flex-1"
        >
          <Input
            id={`${id}-name`}
            maxLength={100}
            invalid={!!err('name')}
            {...register(`groups.${index}.name`)}
          />
        </Field>
        <Field id={`${id}-min`} label={t('pricing.deals.groups.min')} error={err('min')} className="w-24">
          <Input id={`${id}-min`} type="number" min={0} max={99} {...register(`groups.${index}.min`)} />
        </Field>
        <Field id={`${id}-max`} label={t('pricing.deals.groups.max')} error={err('max')} className="w-24">
          <Input id={`${id}-max`} type="number" min={1} max={99} {...register(`groups.${index}.max`)} />
        </Field>
        <div className="mt-6 flex gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('pricing.common.moveUp')}
            disabled={!onUp}
            onClick={onUp}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('pricing.common.moveDown')}
            disabled={!onDown}
            onClick={onDown}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('pricing.deals.groups.remove')}
            disabled={!onRemove}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <GroupChoices form={form} index={index} products={products} />
    </div>
  );
}

function GroupChoices({
  form,
  index,
  products,
}: {
  form: DealForm;
  index: number;
  products: ProductChoice[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const choices = useFieldArray({ control: form.control, name: `groups.${index}.choices` });
  const err = (path: string) =>
    errorText(t, messageAt(form.formState.errors, `groups.${index}.choices${path}`));
  return (
    <div className="mt-3 flex flex-col gap-2">
      <p className="font-medium text-ink-muted text-sm">{t('pricing.deals.groups.choices')}</p>
      {choices.fields.map((field, c) => (
        <div key={field.id} className="flex flex-wrap items-start gap-2" data-testid="deal-choice">
          <Field
            id={`${id}-${c}-p`}
            label={t('pricing.deals.groups.choiceProduct')}
            error={err(`.${c}.product_id`)}
            className="min-w-56 flex-1"
          >
            <Select
              id={`${id}-${c}-p`}
              invalid={!!err(`.${c}.product_id`)}
              {...form.register(`groups.${index}.choices.${c}.product_id`)}
            >
              <option value="">{t('pricing.common.choose')}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={`${id}-${c}-d`}
            label={t('pricing.deals.groups.delta')}
            error={err(`.${c}.delta`)}
            className="w-40"
          >
            <Input
              id={`${id}-${c}-d`}
              inputMode="decimal"
              invalid={!!err(`.${c}.delta`)}
              {...form.register(`groups.${index}.choices.${c}.delta`)}
            />
          </Field>
          <Button
            size="icon"
            variant="ghost"
            className="mt-6"
            aria-label={t('pricing.deals.groups.removeChoice')}
            onClick={() => choices.remove(c)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {err('') && (
        <p role="alert" className="text-red-700 text-sm">
          {err('')}
        </p>
      )}
      <Button
        variant="outline"
        className="self-start"
        onClick={() => choices.append({ product_id: '', delta: '0.00' })}
      >
        <Plus aria-hidden="true" />
        {t('pricing.deals.groups.addChoice')}
      </Button>
    </div>
  );
}
