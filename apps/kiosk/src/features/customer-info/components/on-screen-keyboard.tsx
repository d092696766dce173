import { cn } from '@kiosk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Keyboard from 'react-simple-keyboard';
import 'react-simple-keyboard/build/css/index.css';
import {
  DIGITS_LAYOUT,
  type KeyboardMode,
  type LayoutName,
  nextLayout,
  PHONE_LAYOUT,
  TEXT_LAYOUT,
} from '../utils/keyboard';

interface OnScreenKeyboardProps {
  mode: KeyboardMode;
  /** A key that types or deletes ({bksp}, {space} or a character). */
  onKey: (key: string) => void;
  onHide: () => void;
}

/**
 * The kiosk's on-screen keyboard (kiosks have no physical one): Turkish Q layout for text, a
 * number pad for T.C. Kimlik No and phone. It never takes the focus from the field it types into
 * (mouse-down default prevented) and keeps no text of its own: the form's state is the source.
 */
export function OnScreenKeyboard({ mode, onKey, onHide }: OnScreenKeyboardProps) {
  const { t } = useTranslation();
  const [layoutName, setLayoutName] = useState<LayoutName>('default');
  const layout = mode === 'text' ? TEXT_LAYOUT : mode === 'phone' ? PHONE_LAYOUT : DIGITS_LAYOUT;
  const current = mode === 'text' ? layoutName : 'default';
  // the library draws keys as plain elements: screen readers are told they are buttons, and the
  // keys drawn as symbols get a name
  const rows: string[] = (layout as Record<string, string[]>)[current] ?? [];
  const keys = [...new Set(rows.flatMap((row) => row.split(' ')))].join(' ');
  return (
    <section
      aria-label={t('customer.keyboard.label')}
      data-testid="on-screen-keyboard"
      data-mode={mode}
      data-layout={current}
      className="shrink-0 border-line border-t bg-secondary-900 px-4 pt-3 pb-4 shadow-[0_-8px_24px_rgba(0,0,0,0.15)]"
    >
      <div
        // the library's own theme is more specific than utility classes: these win with "!"
        className={cn(
          'mx-auto w-full',
          mode === 'text' ? 'max-w-[88rem]' : 'max-w-2xl',
          '[&_.simple-keyboard]:bg-transparent! [&_.simple-keyboard]:p-0!',
          '[&_.hg-button]:h-20! [&_.hg-button]:rounded-xl! [&_.hg-button]:font-semibold [&_.hg-button]:text-3xl!',
          '[&_.hg-button]:text-ink [&_.hg-button]:active:bg-primary-200!',
          '[&_.hg-functionBtn]:bg-secondary-100! [&_.hg-functionBtn]:text-2xl!',
          // a wide space bar; "@" as wide as the letters (the theme narrows it)
          '[&_.hg-button-space]:grow-[4]! [&_.hg-button-at]:max-w-none!',
          current !== 'default' && '[&_.hg-button[data-skbtn="{shift}"]]:bg-primary-400!',
          current === 'lock' && '[&_.hg-button[data-skbtn="{lock}"]]:bg-primary-400!',
        )}
      >
        <Keyboard
          layout={layout}
          layoutName={current}
          display={{
            '{bksp}': '⌫',
            '{shift}': `⇧ ${t('customer.keyboard.shift')}`,
            '{lock}': t('customer.keyboard.caps'),
            '{space}': t('customer.keyboard.space'),
            '{hide}': `⌄ ${t('customer.keyboard.hide')}`,
          }}
          buttonTheme={[{ class: 'hg-functionBtn', buttons: '{hide}' }]}
          buttonAttributes={[
            { attribute: 'role', value: 'button', buttons: keys },
            { attribute: 'aria-label', value: t('customer.keyboard.backspace'), buttons: '{bksp}' },
            { attribute: 'aria-label', value: t('customer.keyboard.shift'), buttons: '{shift}' },
            { attribute: 'aria-label', value: t('customer.keyboard.hide'), buttons: '{hide}' },
          ]}
          preventMouseDownDefault
          disableButtonHold
          onKeyPress={(key: string) => {
            if (key === '{hide}') {
              onHide();
              return;
            }
            if (mode === 'text') setLayoutName((name) => nextLayout(name, key));
            if (key !== '{shift}' && key !== '{lock}') onKey(key);
          }}
        />
      </div>
    </section>
  );
}
