// The cart's front door: its module, the cart results other features answer with, the cart mapper.
export { cartNotFound, type QuantityFieldOf, type TypedCartNotFound, type TypedValidationError, validationFailed } from './cart-results.js';
export { toCart } from './cart.mapper.js';
export { CartModule } from './cart.module.js';
export { type CartAddition, CartService, type CartVisitor } from './cart.service.js';
