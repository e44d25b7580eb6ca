import { Module } from '@nestjs/common';
import { CartModule } from '../cart/index.js';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { AccountResolver } from './account.resolver.js';
import { AddressBookModule } from './address-book/index.js';
import { OrdersModule } from './orders/index.js';
import { LoginHandler } from './commands/login.handler.js';
import { LogoutHandler } from './commands/logout.handler.js';
import { AccountLimitsModule } from './account-limits.module.js';
import { B2bCertificateController } from './b2b-certificate.controller.js';
import { accountChangeHandlers } from './commands/account-change.handlers.js';
import { RequestPasswordResetHandler, SetNewPasswordHandler } from './commands/password-reset.handlers.js';
import { RegisterHandler } from './commands/register.handler.js';
import { CustomerUpstream } from './customer-upstream.js';
import { CustomerResolver } from './customer.resolver.js';
import { accountQueryHandlers } from './queries/account-query.handlers.js';

/** The shopper's session (login, logout; spec §4 Session) and the customer account (issue 27). */
@Module({
  imports: [UpstreamModule, OrdersModule, AddressBookModule, AccountLimitsModule, CartModule],
  controllers: [B2bCertificateController],
  providers: [
    AccountResolver,
    LoginHandler,
    LogoutHandler,
    // The customer account (issue 27): registration, password reset, contact and account changes.
    CustomerUpstream,
    CustomerResolver,
    RegisterHandler,
    RequestPasswordResetHandler,
    SetNewPasswordHandler,
    ...accountChangeHandlers,
    ...accountQueryHandlers,
  ],
})
export class AccountModule {}
