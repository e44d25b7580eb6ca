import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffAuthService } from '../auth/staff-auth.service.js';
import { FailureIndex } from '../failures/failure-index.js';
import { BulkReplays, type BulkReplayRecord } from '../replay/bulk-replays.js';
import { StartBulkReplayCommand } from './start-bulk-replay.command.js';

/** At most this many checkouts per bulk replay. */
export const BULK_LIMIT = 500;

@CommandHandler(StartBulkReplayCommand)
export class StartBulkReplayHandler implements ICommandHandler<StartBulkReplayCommand> {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly index: FailureIndex,
    private readonly bulk: BulkReplays,
  ) {}

  async execute({ filter, credentials }: StartBulkReplayCommand): Promise<BulkReplayRecord> {
    const by = await this.auth.require(credentials, 'replay');
    // Only open failures still resting in a failure state: resolved or running ones are left alone.
    const page = await this.index.list({ ...filter, status: 'OPEN', state: filter.state ?? 'failed' }, 1, BULK_LIMIT);
    return this.bulk.start(
      page.items.map((item) => item.workflowId),
      by,
    );
  }
}
