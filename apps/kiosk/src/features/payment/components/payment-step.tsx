import { useState } from 'react';
import { customerSession } from '../../../state/customer-session';
import { usePayAtCounter } from '../../../state/settings-store';
import { CounterScreen, PaymentChoice } from './counter-screen';
import { PaymentScreen, type StaffCheck } from './payment-screen';

/**
 * The payment step: the card terminal (PaymentScreen); when the outlet lets customers pay at the
 * counter (setting pay_at_counter) and no order exists yet for this checkout, the customer first
 * chooses card or counter.
 */
export function PaymentStep({ StaffUnlock }: { StaffUnlock?: StaffCheck } = {}) {
  const payAtCounter = usePayAtCounter();
  const [choice, setChoice] = useState<'card' | 'counter' | null>(() =>
    customerSession.get().checkout?.orderId ? 'card' : null,
  );
  if (choice === 'counter') return <CounterScreen />;
  if (choice === 'card' || !payAtCounter) return <PaymentScreen StaffUnlock={StaffUnlock} />;
  return <PaymentChoice onCard={() => setChoice('card')} onCounter={() => setChoice('counter')} />;
}
