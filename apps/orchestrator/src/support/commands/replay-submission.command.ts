import { Command } from '@nestjs/cqrs';
import type { StaffCredentials } from '../auth/staff.js';
import type { ReplayAuditEntry } from '../replay/replay-audit.js';

/** A support agent replays a failed submission (same attempt, same job id: never a second order). */
export class ReplaySubmissionCommand extends Command<ReplayAuditEntry> {
  constructor(
    public readonly workflowId: string,
    public readonly credentials: StaffCredentials,
  ) {
    super();
  }
}
