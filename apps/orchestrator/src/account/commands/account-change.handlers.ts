import { Injectable, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CartSession } from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  ChangeAccountDataDocument,
  ChangePasswordDocument,
  DeleteCurrentCustomerAccountDocument,
  UpdateEmailDocument,
  UpdatePhoneDocument,
  type UpstreamAccountChangeFragment,
} from '@tafel/graphql-schema/upstream-client';
import { CartService } from '../../cart/index.js';
import { blankToNull } from '../../common/address-mapping.js';
import type { Shopper } from '../../request/index.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { AddressBookService } from '../address-book/index.js';
import { AccountLimits, accountSubject, type LoginAdmission } from '../account-limits.js';
import { accountDataErrors, changePasswordErrors, emailErrors, namesB2bCode, NO_CODES, passwordErrors, phoneErrors } from '../customer-forms.js';
import { formRefused, upstreamFieldErrors, type AccountChangeAnswer, type DeleteAccountAnswer } from '../customer-results.js';
import { CustomerUpstream } from '../customer-upstream.js';
import { accountRateLimited, withCustomerSession, type AccountRateLimitedResult } from '../session-required.js';
import { ChangeAccountDataCommand, ChangeEmailCommand, ChangePasswordCommand, ChangePhoneCommand, DeleteAccountCommand } from './customer-commands.js';

type CallOptions = { jwt: string; site: Shopper['site']; userId: string | undefined };

/**
 * Issue 27: confirming the current password (changePassword, deleteAccount) is a login attempt
 * like any other: counted for the account (its e-mail and, for a B2B account, its customer
 * number) and the browser address before the upstream checks it, refused at the limit.
 */
async function admitPasswordCheck(
  customer: CustomerUpstream,
  limits: AccountLimits,
  options: CallOptions,
  address: string | null,
): Promise<Extract<LoginAdmission, { kind: 'admitted' }> | AccountRateLimitedResult> {
  const account = await customer.account(options.jwt, options.site, options.userId);
  const subjects = [accountSubject({ email: account.email })];
  if (account.customerNumber?.trim()) subjects.push(accountSubject({ customerNumber: account.customerNumber }));
  const admission = await limits.admitLogin(subjects, address);
  return admission.kind === 'refused' ? accountRateLimited(admission.retryAfterSeconds, 'failed logins') : admission;
}

/**
 * Settles a password-checking change: a field error on the password field is a wrong password
 * (the attempt stays counted); success proves the password; any other refusal did not decide on
 * it (the attempt is taken back). An upstream that did not answer decided nothing either.
 */
async function checkedPassword(admission: Extract<LoginAdmission, { kind: 'admitted' }>, passwordField: string, call: () => Promise<UpstreamAccountChangeFragment>): Promise<UpstreamAccountChangeFragment> {
  let result: UpstreamAccountChangeFragment;
  try {
    result = await call();
  } catch (error) {
    await admission.release();
    throw error;
  }
  if (result.successful) await admission.succeeded();
  else if (!result.fieldErrors.some((e) => e.fieldName === passwordField)) await admission.release();
  return result;
}

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
    work: (options: CallOptions) => Promise<UpstreamAccountChangeFragment | AccountChangeAnswer>,
    renames: Readonly<Record<string, string>> = {},
  ): Promise<AccountChangeAnswer> {
    return withCustomerSession(
      shopper,
      async (jwt) => {
        const options = { jwt, site: shopper.site, userId: shopper.userId };
        const result = await work(options);
        if ('__typename' in result) return result;
        if (!result.successful) return formRefused(upstreamFieldErrors(result.fieldErrors, { renames, b2bPrefix: '' }), result.generalErrorMessage);
        return this.customer.contact(jwt, shopper.site, shopper.userId);
      },
      this.client,
    );
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler extends AccountChange implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    client: UpstreamClient,
    customer: CustomerUpstream,
    private readonly limits: AccountLimits,
  ) {
    super(client, customer);
  }

  execute({ input, shopper, clientAddress }: ChangePasswordCommand): Promise<AccountChangeAnswer> {
    return this.change(
      shopper,
      async (options) => {
        const errors = changePasswordErrors(input);
        if (errors.length > 0) return formRefused(errors);
        const admission = await admitPasswordCheck(this.customer, this.limits, options, clientAddress);
        if ('__typename' in admission) return admission;
        return checkedPassword(admission, 'oldPassword', async () => (await this.client.request(ChangePasswordDocument, { oldPassword: input.currentPassword, newPassword: input.newPassword }, options)).changePassword);
      },
      { oldPassword: 'currentPassword' },
    );
  }
}

@CommandHandler(ChangeAccountDataCommand)
export class ChangeAccountDataHandler extends AccountChange implements ICommandHandler<ChangeAccountDataCommand> {
  execute({ input, shopper }: ChangeAccountDataCommand): Promise<AccountChangeAnswer> {
    return this.change(shopper, async (options) => {
      // B2B fields come only from a B2B account's form; when given, they are checked (codes against the lists).
      const b2b = [input.vatRegistrationNo, input.jobTitleCode, input.primaryIndustryGroupCode, input.numberOfEmployees].some((v) => v !== null && v !== undefined && v !== '');
      const errors = accountDataErrors(input, b2b, b2b && namesB2bCode(input) ? await this.customer.b2bCodes(shopper.site) : NO_CODES);
      if (errors.length > 0) return formRefused(errors);
      // The upstream replaces every B2B field: one the request leaves out keeps its current value
      // (an explicit null or empty text clears it).
      const current = await this.customer.account(options.jwt, options.site, options.userId);
      const kept = <T>(given: T | null | undefined, now: T | null): T | null => (given === undefined ? now : (given ?? null));
      const data = {
        salutation: (input.salutation ?? '').trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        VATRegistrationNo: input.vatRegistrationNo === undefined ? current.VATRegistrationNo : (blankToNull(input.vatRegistrationNo)?.toUpperCase() ?? null),
        jobTitleCode: input.jobTitleCode === undefined ? current.jobTitleCode : blankToNull(input.jobTitleCode),
        primaryIndustryGroupCode: input.primaryIndustryGroupCode === undefined ? current.primaryIndustryGroupCode : blankToNull(input.primaryIndustryGroupCode),
        numberOfEmployees: kept(input.numberOfEmployees, current.numberOfEmployees),
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
 * address book; orders stay), then starts the now anonymous visitor's new, empty cart. Once the
 * upstream deleted the account nothing throws: the session's remembered address is forgotten
 * best effort, and a cart that cannot be started (after one retry) is answered as null ids.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand> {
  private readonly logger = new Logger('DeleteAccount');

  constructor(
    private readonly client: UpstreamClient,
    private readonly customer: CustomerUpstream,
    private readonly limits: AccountLimits,
    private readonly carts: CartService,
    private readonly addressBook: AddressBookService,
  ) {}

  execute({ input, shopper, clientAddress }: DeleteAccountCommand): Promise<DeleteAccountAnswer> {
    return withCustomerSession(
      shopper,
      async (jwt) => {
        const errors = passwordErrors(input.password);
        if (errors.length > 0) return formRefused(errors);
        const options = { jwt, site: shopper.site, userId: shopper.userId };
        const admission = await admitPasswordCheck(this.customer, this.limits, options, clientAddress);
        if ('__typename' in admission) return admission;
        const result = await checkedPassword(
          admission,
          'password',
          async () => (await this.client.request(DeleteCurrentCustomerAccountDocument, { password: input.password }, options)).deleteCurrentCustomerAccount,
        );
        if (!result.successful) return formRefused(upstreamFieldErrors(result.fieldErrors), result.generalErrorMessage);
        await this.forgetSession(jwt);
        const cart = await this.newCart(shopper.site);
        return { __typename: 'AccountDeleted', cartId: cart?.cartId ?? null, userId: cart?.userId ?? null };
      },
      this.client,
    );
  }

  // Spec §4 cleanup, as at logout: the session's last removed address goes with it.
  private async forgetSession(jwt: string): Promise<void> {
    try {
      await this.addressBook.forgetSession(jwt);
    } catch (error) {
      this.logger.warn(`the deleted account's last removed address was not forgotten: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async newCart(site: Shopper['site']): Promise<CartSession | null> {
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        return await this.carts.createCart(site);
      } catch (error) {
        this.logger.warn(`new cart after the account deletion not started (attempt ${attempt} of 2): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return null;
  }
}

export const accountChangeHandlers = [ChangePasswordHandler, ChangeAccountDataHandler, ChangeEmailHandler, ChangePhoneHandler, DeleteAccountHandler];
