import { Inject } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type {
  AccountDataInput,
  ChangeEmailInput,
  ChangePasswordInput,
  ChangePhoneInput,
  DeleteAccountInput,
  PasswordResetTokenState,
  RegisterInput,
  RequestPasswordResetInput,
  SetNewPasswordInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { badUserInput } from '../common/app-error.js';
import { namedClientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { shopperFrom, validatedInput } from '../request/index.js';
import {
  ChangeAccountDataCommand,
  ChangeEmailCommand,
  ChangePasswordCommand,
  ChangePhoneCommand,
  DeleteAccountCommand,
  RegisterCommand,
  RequestPasswordResetCommand,
  SetNewPasswordCommand,
} from './commands/customer-commands.js';
import type {
  AccountChangeAnswer,
  AccountContactAnswer,
  B2bOptions,
  DeleteAccountAnswer,
  EmailAvailableAnswer,
  RegisterAnswer,
  RequestPasswordResetAnswer,
  SetNewPasswordAnswer,
} from './customer-results.js';
import {
  AccountDataDto,
  ChangeEmailDto,
  ChangePasswordDto,
  ChangePhoneDto,
  DeleteAccountDto,
  RegisterDto,
  RequestPasswordResetDto,
  SetNewPasswordDto,
} from './customer.dto.js';
import { AccountContactQuery, B2bRegistrationOptionsQuery, EmailAvailableQuery, PasswordResetTokenQuery } from './queries/account-queries.js';

// No form sends longer arguments; these are refused before anything is called.
const MAX_ARGUMENT = 1000;

function shortText(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_ARGUMENT) throw badUserInput(`${name} must be a text of at most ${MAX_ARGUMENT} characters`);
  return value;
}

/** The customer account of the API (issue 27): every field is one query or command. */
@Resolver()
export class CustomerResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private address(req: Request): string | null {
    return namedClientAddress(req, this.config.support.internalApiSecret);
  }

  @Query('accountContact')
  accountContact(@Context('req') req: Request): Promise<AccountContactAnswer> {
    return this.queries.execute(new AccountContactQuery(shopperFrom(req)));
  }

  @Query('b2bRegistrationOptions')
  b2bRegistrationOptions(@Context('req') req: Request): Promise<B2bOptions> {
    return this.queries.execute(new B2bRegistrationOptionsQuery(shopperFrom(req)));
  }

  @Query('emailAvailable')
  emailAvailable(@Args('email') email: unknown, @Context('req') req: Request): Promise<EmailAvailableAnswer> {
    return this.queries.execute(new EmailAvailableQuery(shortText('email', email), shopperFrom(req), this.address(req)));
  }

  @Query('passwordResetToken')
  passwordResetToken(@Args('token') token: unknown, @Context('req') req: Request): Promise<PasswordResetTokenState> {
    return this.queries.execute(new PasswordResetTokenQuery(shortText('token', token), shopperFrom(req)));
  }

  @Mutation('register')
  register(@Args('input') input: RegisterInput, @Context('req') req: Request): Promise<RegisterAnswer> {
    return this.commands.execute(new RegisterCommand(validatedInput(RegisterDto, input), shopperFrom(req), this.address(req)));
  }

  @Mutation('requestPasswordReset')
  requestPasswordReset(@Args('input') input: RequestPasswordResetInput, @Context('req') req: Request): Promise<RequestPasswordResetAnswer> {
    return this.commands.execute(new RequestPasswordResetCommand(validatedInput(RequestPasswordResetDto, input), shopperFrom(req), this.address(req)));
  }

  @Mutation('setNewPassword')
  setNewPassword(@Args('input') input: SetNewPasswordInput, @Context('req') req: Request): Promise<SetNewPasswordAnswer> {
    return this.commands.execute(new SetNewPasswordCommand(validatedInput(SetNewPasswordDto, input), shopperFrom(req)));
  }

  @Mutation('changePassword')
  changePassword(@Args('input') input: ChangePasswordInput, @Context('req') req: Request): Promise<AccountChangeAnswer> {
    return this.commands.execute(new ChangePasswordCommand(validatedInput(ChangePasswordDto, input), shopperFrom(req), this.address(req)));
  }

  @Mutation('changeAccountData')
  changeAccountData(@Args('input') input: AccountDataInput, @Context('req') req: Request): Promise<AccountChangeAnswer> {
    return this.commands.execute(new ChangeAccountDataCommand(validatedInput(AccountDataDto, input), shopperFrom(req)));
  }

  @Mutation('changeEmail')
  changeEmail(@Args('input') input: ChangeEmailInput, @Context('req') req: Request): Promise<AccountChangeAnswer> {
    return this.commands.execute(new ChangeEmailCommand(validatedInput(ChangeEmailDto, input), shopperFrom(req)));
  }

  @Mutation('changePhone')
  changePhone(@Args('input') input: ChangePhoneInput, @Context('req') req: Request): Promise<AccountChangeAnswer> {
    return this.commands.execute(new ChangePhoneCommand(validatedInput(ChangePhoneDto, input), shopperFrom(req)));
  }

  @Mutation('deleteAccount')
  deleteAccount(@Args('input') input: DeleteAccountInput, @Context('req') req: Request): Promise<DeleteAccountAnswer> {
    return this.commands.execute(new DeleteAccountCommand(validatedInput(DeleteAccountDto, input), shopperFrom(req), this.address(req)));
  }
}
