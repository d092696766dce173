export { OpenOrdersBar, type OpenOrdersBarProps } from './components/open-orders-bar';
export { clearLinked, linkedOrderStore, useLinkedOrder } from './hooks/linked-order-store';
