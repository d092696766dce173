import { Button, cn, Field, Input } from '@kiosk/ui';
import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * A device identifier's input with its "generate" button (fingerprints of kiosks and POS devices,
 * a kiosk's public id): monospaced, its error shown under it.
 */
export function GeneratedValueField({
  id,
  label,
  hint,
  value,
  error,
  uppercase = false,
  onChange,
  generate,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  uppercase?: boolean;
  /** A typed or generated value; the caller clears the error. */
  onChange: (value: string) => void;
  generate: () => string;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="flex gap-2">
        <Input
          id={id}
          className={cn('font-mono', uppercase && 'uppercase')}
          value={value}
          invalid={!!error}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button type="button" variant="outline" onClick={() => onChange(generate())}>
          <Wand2 aria-hidden="true" />
          {t('fleet.common.generate')}
        </Button>
      </div>
    </Field>
  );
}
