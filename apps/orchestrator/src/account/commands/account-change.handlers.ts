import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ChangeAccountDataDocument,
  ChangePasswordDocument,
  DeleteCurrentCustomerAccountDocument,
  ShopInitDocument,
  UpdateEmailDocument,
  UpdatePhoneDocument,
  type UpstreamAccountChangeFragment,
} from '@tafel/graphql-schema/upstream-client';
import type { Shopper } from '../../request/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { accountDataErrors, changePasswordErrors, emailErrors, passwordErrors, phoneErrors, type B2bCodes } from '../customer-forms.js';
import { formRefused, upstreamFieldErrors, type AccountChangeAnswer, type DeleteAccountAnswer } from '../customer-results.js';
import { CustomerUpstream } from '../customer-upstream.js';
import { withCustomerSession } from '../session-required.js';
import { ChangeAccountDataCommand, ChangeEmailCommand, ChangePasswordCommand, ChangePhoneCommand, DeleteAccountCommand } from './customer-commands.js';

const NO_CODES: B2bCodes = { jobTitles: new Set(), industryGroups: new Set() };
const blankToNull = (value: string | null | undefined): string | null => (value ?? '').trim() || null;

/** What every protected change shares: the customer's session, a change, and the account as it is afterwards. */
// Decorated so its constructor's parameter types are recorded for the handlers that inherit it.
@Injectable()
abstract class AccountChange {
  constructor(
    protected readonly client: UpstreamClient,
    protected readonly customer: CustomerUpstream,
  ) {}

  protected change(
    shopper: Shopper,
    work: (options: { jwt: string; site: Shopper['site']; userId: string | undefined }) => Promise<UpstreamAccountChangeFragment | AccountChangeAnswer>,
    renames: Readonly<Record<string, string>> = {},
  ): Promise<AccountChangeAnswer> {
    return withCustomerSession(shopper, async (jwt) => {
      const options = { jwt, site: shopper.site, userId: shopper.userId };
      const result = await work(options);
      if ('__typename' in result) return result;
      if (!result.successful) return formRefused(upstreamFieldErrors(result.fieldErrors, { renames, b2bPrefix: '' }), result.generalErrorMessage);
      return this.customer.contact(jwt, shopper.site, shopper.userId);
    });
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler extends AccountChange implements ICommandHandler<ChangePasswordCommand> {
  execute({ input, shopper }: ChangePasswordCommand): Promise<AccountChangeAnswer> {
    return this.change(
      shopper,
      async (options) => {
        const errors = changePasswordErrors(input);
        if (errors.length > 0) return formRefused(errors);
        const answer = await this.client.request(ChangePasswordDocument, { oldPassword: input.currentPassword, newPassword: input.newPassword }, options);
        return answer.changePassword;
      },
      { oldPassword: 'currentPassword' },
    );
  }
}

@CommandHandler(ChangeAccountDataCommand)
export class ChangeAccountDataHandler extends AccountChange implements ICommandHandler<ChangeAccountDataCommand> {
  execute({ input, shopper }: ChangeAccountDataCommand): Promise<AccountChangeAnswer> {
    return this.change(shopper, async (options) => {
      // B2B fields come only from a B2B account's form; when given, they are checked against the lists.
      const b2b = [input.vatRegistrationNo, input.jobTitleCode, input.primaryIndustryGroupCode, input.numberOfEmployees].some((v) => v !== null && v !== undefined && v !== '');
      const errors = accountDataErrors(input, b2b, b2b ? await this.customer.b2bCodes(shopper.site) : NO_CODES);
      if (errors.length > 0) return formRefused(errors);
      const data = {
        salutation: (input.salutation ?? '').trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        VATRegistrationNo: blankToNull(input.vatRegistrationNo)?.toUpperCase() ?? null,
        jobTitleCode: blankToNull(input.jobTitleCode),
        primaryIndustryGroupCode: blankToNull(input.primaryIndustryGroupCode),
        numberOfEmployees: input.numberOfEmployees ?? null,
      };
      return (await this.client.request(ChangeAccountDataDocument, { data }, options)).changeAccountData;
    });
  }
}

@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler extends AccountChange implements ICommandHandler<ChangeEmailCommand> {
  execute({ input, shopper }: ChangeEmailCommand): Promise<AccountChangeAnswer> {
    return this.change(shopper, async (options) => {
      const errors = emailErrors(input.email);
      if (errors.length > 0) return formRefused(errors);
      return (await this.client.request(UpdateEmailDocument, { email: input.email.trim() }, options)).updateEmail;
    });
  }
}

@CommandHandler(ChangePhoneCommand)
export class ChangePhoneHandler extends AccountChange implements ICommandHandler<ChangePhoneCommand> {
  execute({ input, shopper }: ChangePhoneCommand): Promise<AccountChangeAnswer> {
    return this.change(shopper, async (options) => {
      const errors = phoneErrors(input.phone);
      if (errors.length > 0) return formRefused(errors);
      return (await this.client.request(UpdatePhoneDocument, { phone: blankToNull(input.phone) }, options)).updatePhone;
    });
  }
}

/**
 * Deletes the account after the password is confirmed (the upstream ends every session and the
 * address book; orders stay), then starts the now anonymous visitor's new, empty cart.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  constructor(private readonly client: UpstreamClient) {}

  execute({ input, shopper }: DeleteAccountCommand): Promise<DeleteAccountAnswer> {
    return withCustomerSession(shopper, async (jwt) => {
      const errors = passwordErrors(input.password);
      if (errors.length > 0) return formRefused(errors);
      const { deleteCurrentCustomerAccount: result } = await this.client.request(DeleteCurrentCustomerAccountDocument, { password: input.password }, { jwt, site: shopper.site, userId: shopper.userId });
      if (!result.successful) return formRefused(upstreamFieldErrors(result.fieldErrors), result.generalErrorMessage);
      // The same cart start as createCart (cart.service): a new, empty cart of a new anonymous owner.
      const { shopInit } = await this.client.request(ShopInitDocument, {}, { site: shopper.site });
      return { __typename: 'AccountDeleted', cartId: shopInit.cartId, userId: shopInit.userId };
    });
  }
}

export const accountChangeHandlers = [ChangePasswordHandler, ChangeAccountDataHandler, ChangeEmailHandler, ChangePhoneHandler, DeleteAccountHandler];
