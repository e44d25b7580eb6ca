import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffAuthService } from '../auth/staff-auth.service.js';
import { StaffLogoutCommand } from './staff-logout.command.js';

@CommandHandler(StaffLogoutCommand)
export class StaffLogoutHandler implements ICommandHandler<StaffLogoutCommand> {
  constructor(private readonly auth: StaffAuthService) {}

  async execute({ token }: StaffLogoutCommand): Promise<boolean> {
    await this.auth.logout(token);
    return true;
  }
}
