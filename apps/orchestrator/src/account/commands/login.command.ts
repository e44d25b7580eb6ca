import { Command } from '@nestjs/cqrs';
import type { LoginInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Shopper } from '../../request/index.js';
import type { LoginAnswer } from '../account-results.js';

/** Logs a shopper in (header login, B2B login page, /api/login-action/). */
export class LoginCommand extends Command<LoginAnswer> {
  constructor(
    public readonly input: LoginInput,
    public readonly shopper: Shopper,
    /** The browser address the failed-login limit counts (null: not named, counted per account only). */
    public readonly clientAddress: string | null,
  ) {
    super();
  }
}
