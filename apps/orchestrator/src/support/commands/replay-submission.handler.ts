import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffAuthService } from '../auth/staff-auth.service.js';
import type { ReplayAuditEntry } from '../replay/replay-audit.js';
import { SubmissionReplayer } from '../replay/submission-replayer.js';
import { ReplaySubmissionCommand } from './replay-submission.command.js';

/** A support agent's replay of one failed submission: the role is checked, then SubmissionReplayer does it. */
@CommandHandler(ReplaySubmissionCommand)
export class ReplaySubmissionHandler implements ICommandHandler<ReplaySubmissionCommand> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly replayer: SubmissionReplayer,
  ) {}

  async execute({ workflowId, credentials }: ReplaySubmissionCommand): Promise<ReplayAuditEntry> {
    const by = await this.auth.require(credentials, 'replay');
    return this.replayer.replay(workflowId, by, null);
  }
}
