import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { badUserInput } from '../../common/app-error.js';
import { StaffAuthService, type LoginOutcome } from '../auth/staff-auth.service.js';
import { StaffLoginCommand } from './staff-login.command.js';

@CommandHandler(StaffLoginCommand)
export class StaffLoginHandler implements ICommandHandler<StaffLoginCommand> {
  constructor(private readonly auth: StaffAuthService) {}

  execute({ email, password, ip, deviceToken }: StaffLoginCommand): Promise<LoginOutcome> {
    if (email.length > 254 || password.length > 1024) throw badUserInput('email or password too long');
    // A malformed device token counts as none (a stale cookie must not stop a sign-in).
    return this.auth.login(email, password, ip, deviceToken);
  }
}
