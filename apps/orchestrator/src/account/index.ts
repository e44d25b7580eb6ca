// The account's front door: its module, and the login pieces the checkout's login step reuses.
export { AccountModule } from './account.module.js';
export { LOGIN_FAILED_KEY, loginFormErrors } from './login-form.js';
export { sessionFromAuth, upstreamLogin } from './upstream-login.js';
