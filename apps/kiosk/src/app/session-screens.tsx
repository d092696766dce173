import { CartScreen } from '../features/cart/cart-screen';
import { CustomerScreen } from '../features/customer-info/customer-screen';
import { InactivityGuard } from '../features/inactivity/inactivity-guard';
import { MenuScreen } from '../features/menu/menu-screen';
import { OrderTypeScreen } from '../features/order-type/order-type-screen';
import { PaymentStep } from '../features/payment/payment-step';
import { StaffUnlock } from '../features/staff/staff-unlock';
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
