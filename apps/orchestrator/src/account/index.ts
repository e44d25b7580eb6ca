// The account's front door: its module, and the login pieces the checkout's login step reuses.
export { AccountLimits, accountSubject } from './account-limits.js';
export { AccountLimitsModule } from './account-limits.module.js';
export { AccountModule } from './account.module.js';
export { LOGIN_FAILED_KEY, loginFormErrors } from './login-form.js';
export { accountRateLimited, type AccountRateLimitedResult, sessionRequired } from './session-required.js';
export { limitedLogin, sessionFromAuth, upstreamLogin } from './upstream-login.js';
