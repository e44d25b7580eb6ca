import { Query } from '@nestjs/cqrs';
import type { PasswordResetTokenState } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Shopper } from '../../request/index.js';
import type { AccountContactAnswer, B2bOptions, EmailAvailableAnswer } from '../customer-results.js';

/** The logged-in customer's contact and account data. */
export class AccountContactQuery extends Query<AccountContactAnswer> {
  constructor(public readonly shopper: Shopper) {
    super();
  }
}

/** The B2B registration lists (job titles, kinds of institution). */
export class B2bRegistrationOptionsQuery extends Query<B2bOptions> {
  constructor(public readonly shopper: Shopper) {
    super();
  }
}

/** Whether no account uses the e-mail yet; rate-limited per client address with the registration. */
export class EmailAvailableQuery extends Query<EmailAvailableAnswer> {
  constructor(
    public readonly email: string,
    public readonly shopper: Shopper,
    public readonly clientAddress: string | null,
  ) {
    super();
  }
}

/** The state of a password-reset link's token. */
export class PasswordResetTokenQuery extends Query<PasswordResetTokenState> {
  constructor(
    public readonly token: string,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}
