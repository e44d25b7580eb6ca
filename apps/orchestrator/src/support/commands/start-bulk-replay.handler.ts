import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { badUserInput } from '../../common/app-error.js';
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
    // A bulk replay re-submits orders; returns and photos are replayed one by one after a look at each.
    if (filter.kind && filter.kind !== 'ORDER_SUBMISSION') throw badUserInput('bulk replays replay order submissions only; replay returns and photo uploads one by one');
    // Only open failures still resting in a failure state: resolved or running ones are left alone.
    const page = await this.index.list({ ...filter, kind: 'ORDER_SUBMISSION', status: 'OPEN', state: filter.state ?? 'failed' }, 1, BULK_LIMIT);
    return this.bulk.start(
      page.items.map((item) => item.workflowId),
      by,
    );
  }
}
