import { Command } from '@nestjs/cqrs';
import type {
  AccountDataInput,
  ChangeEmailInput,
  ChangePasswordInput,
  ChangePhoneInput,
  DeleteAccountInput,
  RegisterInput,
  RequestPasswordResetInput,
  SetNewPasswordInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Shopper } from '../../request/index.js';
import type { AccountChangeAnswer, DeleteAccountAnswer, RegisterAnswer, RequestPasswordResetAnswer, SetNewPasswordAnswer } from '../customer-results.js';

/** Registers a consumer or B2B account and logs it in (spec §4 registration). */
export class RegisterCommand extends Command<RegisterAnswer> {
  constructor(
    public readonly input: RegisterInput,
    public readonly shopper: Shopper,
    public readonly clientAddress: string | null,
  ) {
    super();
  }
}

/** Asks for a password-reset e-mail; never tells whether the account exists. */
export class RequestPasswordResetCommand extends Command<RequestPasswordResetAnswer> {
  constructor(
    public readonly input: RequestPasswordResetInput,
    public readonly shopper: Shopper,
    public readonly clientAddress: string | null,
  ) {
    super();
  }
}

/** Sets a new password with a reset link's token. */
export class SetNewPasswordCommand extends Command<SetNewPasswordAnswer> {
  constructor(
    public readonly input: SetNewPasswordInput,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}

/** The protected changes of a logged-in customer (spec §6); each answers the account as it is afterwards. */
export class ChangePasswordCommand extends Command<AccountChangeAnswer> {
  constructor(
    public readonly input: ChangePasswordInput,
    public readonly shopper: Shopper,
    /** The browser address the failed-login limit counts (null: not named). */
    public readonly clientAddress: string | null,
  ) {
    super();
  }
}

export class ChangeAccountDataCommand extends Command<AccountChangeAnswer> {
  constructor(
    public readonly input: AccountDataInput,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}

export class ChangeEmailCommand extends Command<AccountChangeAnswer> {
  constructor(
    public readonly input: ChangeEmailInput,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}

export class ChangePhoneCommand extends Command<AccountChangeAnswer> {
  constructor(
    public readonly input: ChangePhoneInput,
    public readonly shopper: Shopper,
  ) {
    super();
  }
}

/** Deletes the account after the password is confirmed; answers the anonymous visitor's new cart. */
export class DeleteAccountCommand extends Command<DeleteAccountAnswer> {
  constructor(
    public readonly input: DeleteAccountInput,
    public readonly shopper: Shopper,
    /** The browser address the failed-login limit counts (null: not named). */
    public readonly clientAddress: string | null,
  ) {
    super();
  }
}
