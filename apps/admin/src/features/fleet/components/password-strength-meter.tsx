import { passwordStrength } from '@kiosk/domain';
import { cn } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';

const BAR = {
  weak: 'bg-red-500',
  fair: 'bg-amber-500',
  good: 'bg-sky-500',
  strong: 'bg-emerald-600',
} as const;

/** The spec's password strength score (0-110) with its level and hints. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const { score, level, hints } = passwordStrength(password);
  return (
    <div className="mt-2" data-testid="password-strength" data-level={level}>
      <div className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted">
        <div
          className={cn('h-full rounded-full transition-all', BAR[level])}
          style={{ width: `${Math.min(100, score)}%` }}
        />
      </div>
      <p className="mt-1 text-ink-muted text-xs">
        {t('fleet.kioskForm.strength', { level: t(`fleet.kioskForm.level_${level}`), score })}
      </p>
      {hints.length > 0 && (
        <ul className="mt-1 list-inside list-disc text-ink-muted text-xs">
          {hints.slice(0, 3).map((hint) => (
            <li key={hint}>{t(`fleet.kioskForm.hint_${hint}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
