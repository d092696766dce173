import type { Business, NodeLink, Store } from '@kiosk/contracts';
import { Badge, Button, cn } from '@kiosk/ui';
import { Pencil, Power, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StoreLinkBadge } from './store-link-badge';

/** What a business's or a store's card can do: (de)activate, edit, delete. */
export interface OutletCardHandlers {
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A business on the business / store page; a click on it toggles the store grid's filter. */
export function BusinessCard({
  business: b,
  selected,
  onSelect,
  ...handlers
}: OutletCardHandlers & { business: Business; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="business-card"
      data-name={b.name}
      className={cn(
        'min-w-0 rounded-2xl border bg-white p-5 shadow-sm transition-colors',
        selected ? 'border-primary-500 ring-2 ring-primary-100' : 'border-line',
      )}
    >
      <button type="button" className="w-full text-left" aria-pressed={selected} onClick={onSelect}>
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate font-semibold text-ink" title={b.name}>
            {b.name}
          </h3>
          <ActiveBadge active={b.is_active} />
        </div>
        <p className="mt-1 break-words text-ink-muted text-sm">
          {t('fleet.business.storeCount', { count: b.store_count })}
          {b.tax_number ? ` · ${b.tax_number}` : ''}
        </p>
        {(b.phone || b.email) && (
          <p className="mt-1 truncate text-ink-muted text-sm">
            {[b.phone, b.email].filter(Boolean).join(' · ')}
          </p>
        )}
        {b.address && <p className="mt-1 truncate text-ink-muted text-sm">{b.address}</p>}
      </button>
      <OutletCardActions active={b.is_active} {...handlers} />
    </article>
  );
}

/** A store on the business / store page, with its link to central (issue 36). */
export function StoreCard({
  store: s,
  link,
  ...handlers
}: OutletCardHandlers & { store: Store; link: NodeLink | undefined }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="store-card"
      data-name={s.name}
      className="min-w-0 rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 truncate font-semibold text-ink" title={s.name}>
          {s.name}
        </h3>
        <ActiveBadge active={s.is_active} />
      </div>
      <p className="mt-1 break-words text-ink-muted text-sm">
        {s.business_name} · {t('fleet.business.kioskCount', { count: s.kiosk_count })}
      </p>
      {(s.phone || s.address) && (
        <p className="mt-1 truncate text-ink-muted text-sm">
          {[s.phone, s.address].filter(Boolean).join(' · ')}
        </p>
      )}
      <StoreLinkBadge link={link} storeId={s.id} />
      <OutletCardActions active={s.is_active} {...handlers} />
    </article>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={active ? 'success' : 'muted'} dot>
      {t(active ? 'fleet.common.active' : 'fleet.common.passive')}
    </Badge>
  );
}

/** A business's or a store's card actions: (de)activate, edit, delete. */
function OutletCardActions({ active, onToggle, onEdit, onDelete }: OutletCardHandlers & { active: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-line border-t pt-3">
      <Button size="sm" variant="outline" onClick={onToggle}>
        <Power aria-hidden="true" />
        {t(active ? 'fleet.common.deactivate' : 'fleet.common.activate')}
      </Button>
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {t('fleet.common.edit')}
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {t('fleet.common.delete')}
      </Button>
    </div>
  );
}
