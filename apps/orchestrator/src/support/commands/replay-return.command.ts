import { Command } from '@nestjs/cqrs';
import type { StaffCredentials } from '../auth/staff.js';
import type { ReplayAuditEntry } from '../replay/replay-audit.js';

/** A support agent replays a failed return submission or photo upload (by its index entry id). */
export class ReplayReturnCommand extends Command<ReplayAuditEntry> {
  constructor(
    public readonly id: string,
    public readonly credentials: StaffCredentials,
  ) {
    super();
  }
}
