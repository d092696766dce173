import type { Product } from '@kiosk/contracts';
import { MAX_SUGGESTIONS_PER_SOURCE } from '@kiosk/domain';
import { Badge, Button, cn, FormMessage, usePriceFormatter } from '@kiosk/ui';
import { Command } from 'cmdk';
import { ArrowUp, ImageOff, Search, Sparkles, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionSource } from '../lib/catalogue/get-suggestions';
import type { PickedSuggestion } from '../lib/catalogue/suggestion-list';
import { useSuggestionPicker } from '../lib/catalogue/use-suggestion-picker';

/** The picked products in order: move one up, remove one. */
function PickedList({
  list,
  saving,
  moveUp,
  remove,
}: {
  list: PickedSuggestion[];
  saving: boolean;
  moveUp: (index: number) => void;
  remove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { formatPrice } = usePriceFormatter();
  return (
    <ol className="mt-3 grid gap-2" data-testid="suggestion-picked">
      {list.map((product, index) => (
        <li
          key={product.id}
          className="flex items-center gap-3 rounded-xl bg-white p-2 pr-2.5 ring-1 ring-line"
        >
          <span className="w-5 text-center font-semibold text-ink-muted text-sm tabular-nums">
            {index + 1}
          </span>
          <Thumb src={product.image} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-ink">{product.name}</p>
            <p className="text-ink-muted text-sm tabular-nums">
              {formatPrice(product.price_minor)}
              {!product.is_active && <Badge className="ml-2">{t('catalogue.common.inactive')}</Badge>}
            </p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            disabled={index === 0 || saving}
            onClick={() => moveUp(index)}
            aria-label={t('catalogue.suggestions.moveUp', { name: product.name })}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            disabled={saving}
            onClick={() => remove(product.id)}
            aria-label={t('catalogue.suggestions.remove', { name: product.name })}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ol>
  );
}

/** The searchable list of products to add (closed while the list is full). */
function SuggestionSearch({
  query,
  setQuery,
  full,
  results,
  add,
}: {
  query: string;
  setQuery: (query: string) => void;
  full: boolean;
  results: Product[];
  add: (product: PickedSuggestion) => void;
}) {
  const { t } = useTranslation();
  const { formatPrice } = usePriceFormatter();
  return (
    <Command
      shouldFilter={false}
      label={t('catalogue.suggestions.search')}
      className="mt-3 overflow-hidden rounded-xl border border-line bg-white shadow-sm focus-within:border-primary-500 focus-within:ring-4 focus-within:ring-primary-100"
    >
      <div className="flex items-center gap-2 border-line border-b px-3">
        <Search className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
        <Command.Input
          value={query}
          onValueChange={setQuery}
          disabled={full}
          placeholder={
            full
              ? t('catalogue.suggestions.full', { max: MAX_SUGGESTIONS_PER_SOURCE })
              : t('catalogue.suggestions.searchPlaceholder')
          }
          aria-label={t('catalogue.suggestions.search')}
          data-testid="suggestion-search"
          className="h-11 w-full bg-transparent text-base text-ink outline-none placeholder:text-ink-muted/60 disabled:cursor-not-allowed"
        />
      </div>
      {!full && (
        <Command.List className="max-h-56 overflow-y-auto p-1">
          <Command.Empty className="px-3 py-2 text-ink-muted text-sm">
            {t('catalogue.suggestions.noMatch')}
          </Command.Empty>
          {results.map((product) => (
            <Command.Item
              key={product.id}
              value={product.id}
              onSelect={() =>
                add({
                  id: product.id,
                  name: product.name,
                  price_minor: product.price_minor,
                  image: product.image,
                  is_active: product.is_active,
                  in_stock: product.in_stock,
                })
              }
              data-testid="suggestion-option"
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-ink data-[selected=true]:bg-primary-50"
            >
              <Thumb src={product.image} small />
              <span className="min-w-0 flex-1 truncate">{product.name}</span>
              <span className="text-ink-muted text-sm tabular-nums">{formatPrice(product.price_minor)}</span>
            </Command.Item>
          ))}
        </Command.List>
      )}
    </Command>
  );
}

/**
 * "Yanında ne olsun?": the products suggested before payment for a product or a category, picked
 * with a searchable list (cmdk), in order, at most six; every change is saved at once.
 */
export function SuggestionPicker({ source }: { source: SuggestionSource }) {
  const { t } = useTranslation();
  const titleId = useId();
  const picker = useSuggestionPicker(source);
  const { list, full, problem } = picker;
  return (
    <section
      aria-labelledby={titleId}
      className="col-span-full min-w-0 rounded-2xl border border-line bg-surface-muted/40 p-4"
      data-testid="suggestion-picker"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="flex items-center gap-2 font-semibold text-secondary-800 text-sm">
            <Sparkles className="size-4 text-primary-600" aria-hidden="true" />
            {t('catalogue.suggestions.title')}
          </h3>
          <p className="mt-1 text-ink-muted text-sm">
            {t(
              source.kind === 'product'
                ? 'catalogue.suggestions.productHint'
                : 'catalogue.suggestions.categoryHint',
              {
                max: MAX_SUGGESTIONS_PER_SOURCE,
              },
            )}
          </p>
        </div>
        <Badge tone={full ? 'warning' : 'muted'} className="shrink-0 tabular-nums">
          {t('catalogue.suggestions.count', { count: list.length, max: MAX_SUGGESTIONS_PER_SOURCE })}
        </Badge>
      </div>

      {picker.loadFailed ? (
        <FormMessage>{t('catalogue.suggestions.loadFailed')}</FormMessage>
      ) : (
        <>
          {list.length === 0 ? (
            <p className="mt-3 text-ink-muted text-sm italic">{t('catalogue.suggestions.empty')}</p>
          ) : (
            <PickedList list={list} saving={picker.saving} moveUp={picker.moveUp} remove={picker.remove} />
          )}
          <SuggestionSearch
            query={picker.query}
            setQuery={picker.setQuery}
            full={full}
            results={picker.results}
            add={picker.add}
          />
          {problem && <FormMessage className="mt-3">{problem}</FormMessage>}
          <p className="mt-2 min-h-5 text-ink-muted text-xs" role="status" data-testid="suggestion-status">
            {picker.saving
              ? t('catalogue.common.saving')
              : picker.saved && !problem
                ? t('catalogue.suggestions.saved')
                : ''}
          </p>
        </>
      )}
    </section>
  );
}

function Thumb({ src, small = false }: { src: string | null; small?: boolean }) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-muted ring-1 ring-line',
        small ? 'size-8' : 'size-10',
      )}
    >
      {src ? (
        <img src={src} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <ImageOff className="size-4 text-ink-muted/60" aria-hidden="true" />
      )}
    </span>
  );
}
