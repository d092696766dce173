import { Button, ConfirmDialog } from '@kiosk/ui';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOutTill } from '../api/sign-out-till';

/** "Kasayı kapat": after a confirmation, this till stops taking PINs (its credential ends). */
export function SignOutTillButton({ token, icon: Icon }: { token: string; icon: LucideIcon }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutTill();
  return (
    <>
      <Button variant="ghost" onClick={() => setAsking(true)} className="min-h-11">
        <Icon className="size-4" aria-hidden="true" />
        {t('sale.tillPin.signOutTill')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('sale.tillPin.signOutTillTitle')}
        message={t('sale.tillPin.signOutTillText')}
        confirmLabel={t('sale.tillPin.signOutTillConfirm')}
        cancelLabel={t('sale.tillPin.cancel')}
        pending={signOut.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => signOut.mutate(token, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
