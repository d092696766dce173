import { classifyOrderSearch } from '@kiosk/domain';
import { Input, Select } from '@kiosk/ui';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderFilterChoices } from '../api/get-order-filters';
import { CHANNEL_FILTERS, METHOD_FILTERS, type OrdersListState } from '../utils/list-params';
import { formatOrderMoney } from '../utils/order-format';

export interface OrdersSearchFiltersProps {
  state: OrdersListState;
  onChange: (changes: Partial<OrdersListState>) => void;
}

/** The address gets the typed text this long after the last key (one request per pause, not per key). */
const SEARCH_DELAY_MS = 350;

/** What the typed text is searched as, under the box ("Aranan: telefon"). */
function SearchMeaning({ text, id }: { text: string; id: string }) {
  const { t, i18n } = useTranslation();
  if (!text.trim()) return null;
  const terms = classifyOrderSearch(text);
  const kinds = terms.map((term) =>
    t(`orders.filters.kinds.${term.kind}`, {
      amount: term.kind === 'amount' ? formatOrderMoney(term.value, 'TRY', i18n.language) : '',
    }),
  );
  return (
    <p id={id} className="mt-1 text-ink-muted text-xs" data-testid="orders-search-meaning" aria-live="polite">
      {kinds.length > 0
        ? t('orders.filters.searchAs', { kinds: kinds.join(' · ') })
        : t('orders.filters.searchNothing')}
    </p>
  );
}

/** One search box for every kind of number or name (issue 34); what it understood is shown under it. */
function OrderSearchBox({ state, onChange }: OrdersSearchFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(state.q);
  // the address changed (back, clear filters): the box follows it
  useEffect(() => setText(state.q), [state.q]);
  useEffect(() => {
    if (text === state.q) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, state.q, onChange]);
  return (
    <div className="col-span-2 min-w-0 md:col-span-4">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink-muted text-xs">
        {t('orders.filters.search')}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-ink-muted"
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          placeholder={t('orders.filters.searchPlaceholder')}
          aria-describedby={`${id}-meaning`}
          data-testid="orders-search"
          className="h-11 pl-9 text-sm"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ q: text });
          }}
        />
      </div>
      <SearchMeaning text={text} id={`${id}-meaning`} />
    </div>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  testId: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink-muted text-xs">
        {props.label}
      </label>
      <Select
        id={id}
        fieldSize="sm"
        value={props.value}
        data-testid={props.testId}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </Select>
    </div>
  );
}

/** The search box and the store, channel, payment method and staff filters. */
export function OrdersSearchFilters({ state, onChange }: OrdersSearchFiltersProps) {
  const { t } = useTranslation();
  const choices = useOrderFilterChoices().data;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <OrderSearchBox state={state} onChange={onChange} />
      <FilterSelect
        label={t('orders.filters.store')}
        value={state.store}
        testId="orders-store-filter"
        onChange={(store) => onChange({ store })}
      >
        <option value="">{t('orders.filters.allStores')}</option>
        {choices?.stores.map((store) => (
          <option key={store.id} value={store.id}>
            {store.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('orders.filters.channel')}
        value={state.channel}
        testId="orders-channel-filter"
        onChange={(channel) => onChange({ channel: channel as OrdersListState['channel'] })}
      >
        <option value="">{t('orders.filters.allChannels')}</option>
        {CHANNEL_FILTERS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`orders.filters.channels.${channel}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('orders.filters.method')}
        value={state.method}
        testId="orders-method-filter"
        onChange={(method) => onChange({ method: method as OrdersListState['method'] })}
      >
        <option value="">{t('orders.filters.allMethods')}</option>
        {METHOD_FILTERS.map((method) => (
          <option key={method} value={method}>
            {t(`orders.paymentMethod.${method}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('orders.filters.staff')}
        value={state.staff}
        testId="orders-staff-filter"
        onChange={(staff) => onChange({ staff })}
      >
        <option value="">{t('orders.filters.allStaff')}</option>
        {choices?.staff.map((person) => (
          <option key={person.id} value={person.id}>
            {person.email}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
