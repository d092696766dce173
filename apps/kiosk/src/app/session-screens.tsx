import { CartScreen } from '../features/cart/components/cart-screen';
import { CustomerScreen } from '../features/customer-info/components/customer-screen';
import { InactivityGuard } from '../features/inactivity/components/inactivity-guard';
import { MenuScreen } from '../features/menu/components/menu-screen';
import { OrderTypeScreen } from '../features/order-type/components/order-type-screen';
import { PaymentStep } from '../features/payment/components/payment-step';
import { StaffUnlock } from '../features/staff/components/staff-unlock';
import { ROUTES, type RoutePath } from '../lib/navigation';

/** The customer's screens after "touch to start" (a chunk of their own), watched for inactivity. */
export default function SessionScreens({ route }: { route: RoutePath }) {
  return (
    <>
      {route === ROUTES.orderType && <OrderTypeScreen />}
      {route === ROUTES.menu && <MenuScreen />}
      {route === ROUTES.cart && <CartScreen />}
      {route === ROUTES.details && <CustomerScreen />}
      {route === ROUTES.payment && <PaymentStep StaffUnlock={StaffUnlock} />}
      <InactivityGuard />
    </>
  );
}
