export { KitchenDisplayPage } from './components/kitchen-display-page';
export { OrderReadyBoardPage } from './components/order-ready-board-page';
