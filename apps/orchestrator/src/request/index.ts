// Front door of request/: what every feature's resolvers and handlers share about a request
// (who asks, is the input well-formed, the typed results that are not one feature's own).
export { type Shopper, shopperFrom } from './shopper.js';
export { validatedInput } from './validated-input.js';
export { fieldError, loginFailed, type LoginFailedResult, type Typed } from './results.js';
