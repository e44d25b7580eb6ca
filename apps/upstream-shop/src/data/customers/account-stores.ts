import { CertificateStore } from './certificate-store.js';
import { CustomerCarts } from './customer-carts.js';
import { LoginGuard } from './login-guard.js';
import { PasswordResetStore } from './password-resets.js';
import { PayWithAccountStore } from './pay-with-account-store.js';

/** The account area's own state beside customers and addresses (one entry in UpstreamStores). */
export interface AccountStores {
  loginGuard: LoginGuard;
  resets: PasswordResetStore;
  customerCarts: CustomerCarts;
  payWithAccount: PayWithAccountStore;
  certificates: CertificateStore;
}

export function createAccountStores(now: () => number): AccountStores {
  return {
    loginGuard: new LoginGuard(now),
    resets: new PasswordResetStore(now),
    customerCarts: new CustomerCarts(),
    payWithAccount: new PayWithAccountStore(),
    certificates: new CertificateStore(),
  };
}
