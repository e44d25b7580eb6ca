// The cart's front door: its module, the cart results other features answer with, the cart mapper.
export { cartNotFound, type TypedCartNotFound, type TypedValidationError, validationFailed } from './cart-results.js';
export { toCart } from './cart.mapper.js';
export { CartModule } from './cart.module.js';
export { CartService } from './cart.service.js';
