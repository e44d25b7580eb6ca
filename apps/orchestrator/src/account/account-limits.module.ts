import { Module } from '@nestjs/common';
import { AccountLimits } from './account-limits.js';

/** The account's Redis-counted limits, for the account and the checkout's login step. */
@Module({ providers: [AccountLimits], exports: [AccountLimits] })
export class AccountLimitsModule {}
