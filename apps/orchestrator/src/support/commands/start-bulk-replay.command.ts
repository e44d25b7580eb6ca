import { Command } from '@nestjs/cqrs';
import type { StaffCredentials } from '../auth/staff.js';
import type { FailureFilter } from '../failures/failure-index.js';
import type { BulkReplayRecord } from '../replay/bulk-replays.js';

/** Replays every open failure a filter selects (support role). */
export class StartBulkReplayCommand extends Command<BulkReplayRecord> {
  constructor(
    public readonly filter: FailureFilter,
    public readonly credentials: StaffCredentials,
  ) {
    super();
  }
}
