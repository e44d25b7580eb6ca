import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffAuthService } from '../auth/staff-auth.service.js';
import type { ReplayAuditEntry } from '../replay/replay-audit.js';
import { ReturnReplayer } from '../replay/return-replayer.js';
import { ReplayReturnCommand } from './replay-return.command.js';

/** The role is checked first (engineers never replay), then ReturnReplayer plans, sends and audits. */
@CommandHandler(ReplayReturnCommand)
export class ReplayReturnHandler implements ICommandHandler<ReplayReturnCommand> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly replayer: ReturnReplayer,
  ) {}

  async execute({ id, credentials }: ReplayReturnCommand): Promise<ReplayAuditEntry> {
    const by = await this.auth.require(credentials, 'replay');
    return this.replayer.replay(id, by);
  }
}
