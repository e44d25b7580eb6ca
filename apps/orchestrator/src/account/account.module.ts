import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module.js';
import { AccountResolver } from './account.resolver.js';
import { AddressBookModule } from './address-book/index.js';
import { OrdersModule } from './orders/index.js';
import { LoginHandler } from './commands/login.handler.js';
import { LogoutHandler } from './commands/logout.handler.js';

/** The shopper's session: login and logout (spec §4 Session). */
@Module({
  imports: [UpstreamModule, OrdersModule, AddressBookModule],
  providers: [AccountResolver, LoginHandler, LogoutHandler],
})
export class AccountModule {}
