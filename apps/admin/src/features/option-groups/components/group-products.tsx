import type { OptionGroup } from '@kiosk/contracts';
import { Badge, Button, ConfirmDialog, Select, toast } from '@kiosk/ui';
import { ChevronDown, ChevronUp, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageDescription } from '../../../lib/server-message';
import { useDetachGroupProduct } from '../api/detach-group-product';
import { useGroupableProducts } from '../api/get-configurable-products';
import { useSetGroupProduct } from '../api/set-group-product';
import { ProductOverrides } from './product-overrides';

type Product = OptionGroup['products'][number];

/** The products using a group: attach another, detach one (asked first), each one's own settings. */
export function GroupProducts({ group }: { group: OptionGroup }) {
  const { t } = useTranslation();
  const detach = useDetachGroupProduct();
  const [open, setOpen] = useState<string | null>(null);
  const [detaching, setDetaching] = useState<Product | null>(null);
  const fail = (error: unknown) =>
    toast.error(t('optionGroups.products.failed'), serverMessageDescription(error, t));

  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="group-products-title"
      data-testid="group-products"
    >
      <h3 id="group-products-title" className="text-base font-semibold">
        {t('optionGroups.products.title')}
      </h3>
      {group.products.length === 0 && (
        <p className="text-sm text-ink-muted">{t('optionGroups.products.none')}</p>
      )}
      <ul className="flex flex-col gap-2">
        {group.products.map((product) => (
          <li key={product.product_id} className="flex flex-col gap-2 rounded-xl border border-line p-2">
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="ghost"
                className="min-w-0 flex-1 justify-start"
                aria-expanded={open === product.product_id}
                onClick={() => setOpen(open === product.product_id ? null : product.product_id)}
              >
                {open === product.product_id ? (
                  <ChevronUp aria-hidden="true" />
                ) : (
                  <ChevronDown aria-hidden="true" />
                )}
                <span className="truncate">{product.name}</span>
              </Button>
              {product.overrides.length > 0 && (
                <Badge tone="info">
                  {t('optionGroups.products.overrideCount', { count: product.overrides.length })}
                </Badge>
              )}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('optionGroups.products.detach', { name: product.name })}
                onClick={() => setDetaching(product)}
              >
                <Unlink aria-hidden="true" />
              </Button>
            </div>
            {open === product.product_id && <ProductOverrides group={group.group} product={product} />}
          </li>
        ))}
      </ul>
      <AttachProduct group={group} />
      <ConfirmDialog
        open={detaching !== null}
        title={t('optionGroups.products.detachTitle')}
        message={t('optionGroups.products.detachMessage', {
          group: group.group.title,
          name: detaching?.name ?? '',
        })}
        confirmLabel={t('optionGroups.products.detachConfirm')}
        pending={detach.isPending}
        onCancel={() => setDetaching(null)}
        onConfirm={() =>
          detaching &&
          detach.mutate(
            { groupId: group.group.id, productId: detaching.product_id },
            {
              onSuccess: () => toast.success(t('optionGroups.products.detached')),
              onError: fail,
              onSettled: () => setDetaching(null),
            },
          )
        }
      />
    </section>
  );
}

/** Attach the group to a configurable product not using it yet (it comes last there). */
function AttachProduct({ group }: { group: OptionGroup }) {
  const { t } = useTranslation();
  const products = useGroupableProducts();
  const attach = useSetGroupProduct();
  const [choice, setChoice] = useState('');
  const used = new Set(group.products.map((p) => p.product_id));
  const candidates = (products.data ?? []).filter((p) => !used.has(p.id));
  const fail = (error: unknown) =>
    toast.error(t('optionGroups.products.failed'), serverMessageDescription(error, t));
  const attachChosen = () => {
    const product = candidates.find((p) => p.id === choice);
    if (!product) return;
    attach.mutate(
      { groupId: group.group.id, productId: product.id, body: { overrides: [] } },
      {
        onSuccess: () => {
          setChoice('');
          toast.success(t('optionGroups.products.attached', { name: product.name }));
        },
        onError: fail,
      },
    );
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="attach-product" className="text-sm font-medium">
          {t('optionGroups.products.attachLabel')}
        </label>
        <Select
          id="attach-product"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          disabled={candidates.length === 0}
        >
          <option value="">{t('optionGroups.products.attachPlaceholder')}</option>
          {candidates.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </div>
      <Button onClick={attachChosen} disabled={!choice} loading={attach.isPending}>
        {t('optionGroups.products.attach')}
      </Button>
    </div>
  );
}
