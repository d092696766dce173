import { Input } from '@kiosk/ui';
import { useState } from 'react';

/** A group of tickable choices (chips), with an optional search box for long lists. */
export function CheckboxGroup({
  legend,
  hint,
  error,
  items,
  selected,
  onChange,
  filterLabel,
  testId,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  items: Array<{ id: string; name: string }>;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shows a search box (its accessible name) above the choices. */
  filterLabel?: string;
  testId?: string;
}) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase('tr');
  const shown = needle ? items.filter((i) => i.name.toLocaleLowerCase('tr').includes(needle)) : items;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  return (
    <fieldset className="min-w-0" data-testid={testId}>
      <legend className="mb-1 font-medium text-ink text-sm">{legend}</legend>
      {hint && <p className="mb-2 text-ink-muted text-xs">{hint}</p>}
      {filterLabel && (
        <Input
          aria-label={filterLabel}
          placeholder={filterLabel}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mb-2"
        />
      )}
      <div className="flex max-h-48 flex-wrap gap-2 overflow-y-auto">
        {shown.map((item) => (
          <label
            key={item.id}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50"
          >
            <input
              type="checkbox"
              className="size-4"
              checked={selected.includes(item.id)}
              onChange={(e) => toggle(item.id, e.target.checked)}
            />
            {item.name}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
