import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RegisterInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { RegisterB2bCustomerDocument, RegisterCustomerDocument } from '@tafel/graphql-schema/upstream-client';
import { blankToNull, toUpstreamAddress } from '../../common/address-mapping.js';
import { requireSafeId } from '../../common/ids.js';
import type { Shopper } from '../../request/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { AccountLimits } from '../account-limits.js';
import { namesB2bCode, NO_CODES, registerFormErrors } from '../customer-forms.js';
import { formRefused, upstreamFieldErrors, type RegisterAnswer } from '../customer-results.js';
import { CustomerUpstream } from '../customer-upstream.js';
import { accountRateLimited } from '../session-required.js';
import { sessionFromAuth } from '../upstream-login.js';
import { RegisterCommand } from './customer-commands.js';

/**
 * Spec §4 registration: every field is checked first (nothing is called for bad input; the B2B
 * lists are fetched only to check a job title or kind of institution the form names, once
 * everything else is right), then the
 * address's registrations are counted, then the upstream registers and logs in. The visitor's
 * cart goes along only with its owner's user id (as in the login).
 */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(
    private readonly client: UpstreamClient,
    private readonly customer: CustomerUpstream,
    private readonly limits: AccountLimits,
  ) {}

  async execute({ input, shopper, clientAddress }: RegisterCommand): Promise<RegisterAnswer> {
    const b2bCodesNamed = input.kind === 'B2B' && namesB2bCode(input.b2b);
    // Without the lists a named code is not yet judged: it is checked below, once the rest is right.
    let errors = registerFormErrors(input, NO_CODES, { skipCodes: b2bCodesNamed });
    if (errors.length === 0 && b2bCodesNamed) errors = registerFormErrors(input, await this.customer.b2bCodes(shopper.site));
    if (errors.length > 0) return formRefused(errors);
    const cartId = input.cartId && shopper.userId ? requireSafeId('cartId', input.cartId) : null;
    const wait = await this.limits.takeRegistration(clientAddress);
    if (wait !== null) return accountRateLimited(wait, 'registrations');

    const result = await this.register(input, shopper, cartId);
    const session = sessionFromAuth(result, false);
    if (session === null) return formRefused(upstreamFieldErrors(result.fieldErrors, { b2bPrefix: 'b2b.' }), result.errorMessage);
    return { __typename: 'Registered', session, customerNumber: result.customerNumber };
  }

  private async register(input: RegisterInput, shopper: Shopper, cartId: string | null) {
    const common = {
      email: input.email.trim(),
      password: input.password,
      passwordRepeat: input.passwordRepeat,
      phone: blankToNull(input.phone),
      newsletter: input.newsletter ?? false,
      cartId,
      address: toUpstreamAddress(input.address),
    };
    const options = { userId: shopper.userId, site: shopper.site };
    if (input.kind === 'CONSUMER') {
      const { registerCustomer } = await this.client.request(RegisterCustomerDocument, { data: common }, options);
      return { ...registerCustomer, customerNumber: null };
    }
    const b2b = input.b2b ?? {};
    const { registerB2bCustomer } = await this.client.request(
      RegisterB2bCustomerDocument,
      {
        data: {
          ...common,
          customerNumber: blankToNull(b2b.customerNumber),
          VATRegistrationNo: blankToNull(b2b.vatRegistrationNo)?.toUpperCase() ?? null,
          jobTitleCode: blankToNull(b2b.jobTitleCode),
          primaryIndustryGroupCode: blankToNull(b2b.primaryIndustryGroupCode),
          numberOfEmployees: b2b.numberOfEmployees ?? null,
        },
      },
      options,
    );
    return registerB2bCustomer;
  }
}
