import type { TillPinPerson } from '@kiosk/contracts';
import { useTranslation } from 'react-i18next';

/** The people who may sell at this till: a large tile each (initial, name, role). */
export function PeopleGrid({ people, onChoose }: { people: TillPinPerson[]; onChoose(id: string): void }) {
  const { t } = useTranslation();
  if (people.length === 0) {
    return (
      <p
        className="rounded-xl bg-surface-muted p-4 text-ink-muted ring-1 ring-line"
        data-testid="till-pin-empty"
      >
        {t('sale.tillPin.empty')}
      </p>
    );
  }
  return (
    <ul
      aria-label={t('sale.tillPin.people')}
      className="grid grid-cols-2 gap-3"
      data-testid="till-pin-people"
    >
      {people.map((person) => (
        <li key={person.id}>
          <button
            type="button"
            onClick={() => onChoose(person.id)}
            data-testid="till-pin-person"
            className="flex min-h-20 w-full items-center gap-3 rounded-2xl bg-white p-3 text-left ring-1 ring-line transition-colors hover:bg-primary-50 hover:ring-primary-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400"
          >
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-500 font-bold text-lg text-secondary-950 uppercase"
            >
              {person.name.charAt(0)}
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block truncate font-semibold text-ink">{person.name}</span>
              <span className="block text-ink-muted text-sm">{t(`sale.tillPin.role.${person.role}`)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
