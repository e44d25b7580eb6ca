import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LogoutDocument } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../../common/app-error.js';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { AddressBookService } from '../address-book/index.js';
import { LogoutCommand } from './logout.command.js';

/** Spec §4 Session: logout ends the session; the visitor goes on anonymously with a new cart. */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(
    private readonly client: UpstreamClient,
    private readonly addressBook: AddressBookService,
  ) {}

  async execute({ shopper }: LogoutCommand): Promise<{ __typename: 'LogoutResult'; cartId: string; userId: string }> {
    if (!shopper.jwt) throw new AppError('UNAUTHENTICATED', 'There is no session to end (X-JWT missing)', { messageKey: 'vue.error.security.valid_token_required' });
    const { logout } = await this.client.request(LogoutDocument, {}, { userId: shopper.userId, jwt: shopper.jwt, site: shopper.site });
    // Spec §4: logout drops the session's last removed address.
    await this.addressBook.forgetSession(shopper.jwt);
    return { __typename: 'LogoutResult', cartId: logout.newCartId, userId: logout.userId };
  }
}
