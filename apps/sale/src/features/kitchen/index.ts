export { BoardDeviceGate } from './components/board-device-gate';
export { KitchenDisplayPage } from './components/kitchen-display-page';
export { OrderReadyBoardPage } from './components/order-ready-board-page';
