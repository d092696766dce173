import type { OptionGroup } from '@kiosk/contracts';
import { formatLira } from '@kiosk/domain';
import { Button, Input, toast } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useSetGroupProduct } from '../api/set-group-product';
import { overrideDrafts, overridesWrite } from '../utils/group-form';

type Product = OptionGroup['products'][number];

/** One product's own prices and hidden options of the group (only where set). */
export function ProductOverrides({ group, product }: { group: OptionGroup['group']; product: Product }) {
  const { t, i18n } = useTranslation();
  const [drafts, setDrafts] = useState(() => overrideDrafts(group.options, product.overrides));
  const [invalid, setInvalid] = useState<string[]>([]);
  const save = useSetGroupProduct();
  const submit = () => {
    const result = overridesWrite(drafts);
    setInvalid(result.invalid);
    if (result.invalid.length > 0) return;
    save.mutate(
      { groupId: group.id, productId: product.product_id, body: { overrides: result.overrides } },
      {
        onSuccess: () => toast.success(t('optionGroups.products.overridesSaved', { name: product.name })),
        onError: (error) =>
          toast.error(t('optionGroups.products.failed'), serverMessageDescription(error, t)),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3" data-testid="product-overrides">
      <p className="text-xs text-ink-muted">{t('optionGroups.products.overridesHint')}</p>
      <ul className="flex flex-col gap-2">
        {group.options.map((option) => {
          const draft = drafts[option.id] ?? { price: '', hidden: false };
          const id = `override-${product.product_id}-${option.id}`;
          const bad = invalid.includes(option.id);
          const set = (next: Partial<typeof draft>) =>
            setDrafts({ ...drafts, [option.id]: { ...draft, ...next } });
          return (
            <li key={option.id} className="grid grid-cols-[1fr_7rem_auto] items-center gap-2">
              <label htmlFor={id} className="min-w-0 text-sm">
                <span className="block truncate font-medium">{option.name}</span>
                <span className="text-xs text-ink-muted">
                  {formatLira(option.price_minor, i18n.language)}
                </span>
              </label>
              <Input
                id={id}
                inputMode="decimal"
                placeholder={(option.price_minor / 100).toFixed(2)}
                aria-label={t('optionGroups.products.ownPrice', { name: option.name })}
                invalid={bad}
                value={draft.price}
                onChange={(e) => set({ price: e.target.value })}
              />
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-primary-600"
                  checked={draft.hidden}
                  onChange={(e) => set({ hidden: e.target.checked })}
                  aria-label={t('optionGroups.products.hide', { name: option.name })}
                />
                {t('optionGroups.products.hidden')}
              </label>
            </li>
          );
        })}
      </ul>
      {invalid.length > 0 && (
        <p role="alert" className="text-sm text-danger-600">
          {t('optionGroups.errors.amount')}
        </p>
      )}
      <Button size="sm" className="self-end" loading={save.isPending} onClick={submit}>
        {t('optionGroups.products.saveOverrides')}
      </Button>
    </div>
  );
}
