import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ChangeForgottenPasswordDocument, ForgotPasswordDocument } from '@tafel/graphql-schema/upstream-client';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { AccountLimits, accountSubject } from '../account-limits.js';
import { isResetToken, passwordResetRequestErrors, setNewPasswordErrors } from '../customer-forms.js';
import { formRefused, upstreamFieldErrors, type RequestPasswordResetAnswer, type SetNewPasswordAnswer } from '../customer-results.js';
import { accountRateLimited } from '../session-required.js';
import { RequestPasswordResetCommand, SetNewPasswordCommand } from './customer-commands.js';

/** Spec §4: an unknown or used reset token (also one that was never well-formed). */
export const RESET_INVALID_TOKEN_KEY = 'vue.user.newPassword.error.invalidToken';

const REQUESTED = { __typename: 'PasswordResetRequested', requested: true } as const;

/**
 * Spec §4 password reset, step one. Every well-formed request is answered PasswordResetRequested,
 * whether or not the account exists; a filled honeypot gets the same answer and nothing is sent.
 * Counted per client address and per account named (hashed), before the upstream is asked.
 * Trade-off (issue 27): the failed-login limit lets a stranger keep an account's web login locked
 * by failing often enough per window; the reset stays open to the owner (and the upstream's reset
 * answer names no account, so a completed reset cannot clear that counter).
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly client: UpstreamClient,
    private readonly limits: AccountLimits,
  ) {}

  async execute({ input, shopper, clientAddress }: RequestPasswordResetCommand): Promise<RequestPasswordResetAnswer> {
    const errors = passwordResetRequestErrors(input);
    if (errors.length > 0) return formRefused(errors);
    const customerNumber = (input.customerNumber ?? '').trim() || null;
    const email = (input.email ?? '').trim() || null;
    // A filled honeypot sends nothing, so it does not use up the account's budget (a bot could
    // otherwise block the owner's resets); it still counts for its address.
    const honeypot = (input.honeypot ?? '') !== '';
    const wait = await this.limits.takePasswordReset(honeypot ? null : accountSubject({ email, customerNumber }), clientAddress);
    if (wait !== null) return accountRateLimited(wait, 'password-reset requests');
    if (honeypot) return REQUESTED;
    const { forgotPassword } = await this.client.request(ForgotPasswordDocument, { email, customerNumber, honeypotField: null, counter: input.counter }, { site: shopper.site });
    // The answer never carries the mail's token on (the stand-in's devEmailToken is not even asked for).
    if (!forgotPassword.successful) return formRefused(upstreamFieldErrors(forgotPassword.fieldErrors), forgotPassword.errorMessage);
    return REQUESTED;
  }
}

/** Spec §4 password reset, step two: the link's token and the new password (ends every session of the account). */
@CommandHandler(SetNewPasswordCommand)
export class SetNewPasswordHandler implements ICommandHandler<SetNewPasswordCommand> {
  constructor(private readonly client: UpstreamClient) {}

  async execute({ input, shopper }: SetNewPasswordCommand): Promise<SetNewPasswordAnswer> {
    if (!isResetToken(input.token)) return formRefused([], RESET_INVALID_TOKEN_KEY);
    const errors = setNewPasswordErrors(input);
    if (errors.length > 0) return formRefused(errors);
    const { changeForgottenPassword: result } = await this.client.request(
      ChangeForgottenPasswordDocument,
      { emailToken: input.token, password: input.password, passwordRepeat: input.passwordRepeat },
      { site: shopper.site },
    );
    if (!result.successful) return formRefused(upstreamFieldErrors(result.fieldErrors), result.errorMessage);
    return { __typename: 'PasswordChanged', changed: true };
  }
}
