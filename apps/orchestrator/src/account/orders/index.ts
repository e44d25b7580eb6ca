// Front door of the account's order history.
export { OrdersModule } from './orders.module.js';
