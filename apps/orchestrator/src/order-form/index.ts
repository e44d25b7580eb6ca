// The order form's front door (issue 28, /service/orderform): article lookup, adding rows, PDF.
export { OrderFormModule } from './order-form.module.js';
