import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PasswordResetTokenState } from '@tafel/graphql-schema/orchestrator-resolvers';
import { CheckTokenValidityDocument, IsUniqueEmailDocument } from '@tafel/graphql-schema/upstream-client';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { AccountLimits } from '../account-limits.js';
import { emailErrors, isResetToken } from '../customer-forms.js';
import { formRefused, type AccountContactAnswer, type B2bOptions, type EmailAvailableAnswer } from '../customer-results.js';
import { CustomerUpstream } from '../customer-upstream.js';
import { accountRateLimited, withCustomerSession } from '../session-required.js';
import { AccountContactQuery, B2bRegistrationOptionsQuery, EmailAvailableQuery, PasswordResetTokenQuery } from './account-queries.js';

@QueryHandler(AccountContactQuery)
export class AccountContactHandler implements IQueryHandler<AccountContactQuery> {
  constructor(
    private readonly customer: CustomerUpstream,
    private readonly client: UpstreamClient,
  ) {}

  execute({ shopper }: AccountContactQuery): Promise<AccountContactAnswer> {
    return withCustomerSession(shopper, (jwt) => this.customer.contact(jwt, shopper.site, shopper.userId), this.client);
  }
}

@QueryHandler(B2bRegistrationOptionsQuery)
export class B2bRegistrationOptionsHandler implements IQueryHandler<B2bRegistrationOptionsQuery> {
  constructor(private readonly customer: CustomerUpstream) {}

  execute({ shopper }: B2bRegistrationOptionsQuery): Promise<B2bOptions> {
    return this.customer.b2bOptions(shopper.site);
  }
}

@QueryHandler(EmailAvailableQuery)
export class EmailAvailableHandler implements IQueryHandler<EmailAvailableQuery> {
  constructor(
    private readonly client: UpstreamClient,
    private readonly limits: AccountLimits,
  ) {}

  async execute({ email, shopper, clientAddress }: EmailAvailableQuery): Promise<EmailAvailableAnswer> {
    const errors = emailErrors(email);
    if (errors.length > 0) return formRefused(errors);
    // Counted with the registrations: the check would otherwise tell a stranger which e-mails have accounts, fast.
    const wait = await this.limits.takeRegistration(clientAddress);
    if (wait !== null) return accountRateLimited(wait, 'registrations and e-mail checks');
    // With the caller's session the caller's own e-mail counts as free (contact-details form).
    const { isUniqueEmail } = await this.client.request(IsUniqueEmailDocument, { email: email.trim() }, { jwt: shopper.jwt, site: shopper.site, userId: shopper.userId });
    return { __typename: 'EmailAvailability', available: isUniqueEmail };
  }
}

@QueryHandler(PasswordResetTokenQuery)
export class PasswordResetTokenHandler implements IQueryHandler<PasswordResetTokenQuery> {
  constructor(private readonly client: UpstreamClient) {}

  async execute({ token, shopper }: PasswordResetTokenQuery): Promise<PasswordResetTokenState> {
    // A malformed token was never issued: no need to ask.
    if (!isResetToken(token)) return 'INVALID';
    const { checkTokenValidity } = await this.client.request(CheckTokenValidityDocument, { emailToken: token }, { site: shopper.site });
    if (checkTokenValidity.valid) return 'VALID';
    return checkTokenValidity.expired ? 'EXPIRED' : 'INVALID';
  }
}

export const accountQueryHandlers = [AccountContactHandler, B2bRegistrationOptionsHandler, EmailAvailableHandler, PasswordResetTokenHandler];
