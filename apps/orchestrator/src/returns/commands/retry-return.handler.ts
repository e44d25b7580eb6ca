import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnsEvent } from '@tafel/returns-machine';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { LoadedReturn } from '../runner/returns-records.js';
import { ReturnsUpstream, type UpstreamAnswer } from '../upstream/returns-upstream.js';
import { lookupReport } from './lookup-events.js';
import { failureEvent, ReturnCommandPipeline } from './return-pipeline.js';
import { RetryReturnCommand } from './retry-return.command.js';

/**
 * After failed.upstreamUnavailable the same call again: the lookup, regulation or carrier read is
 * made first and reported with return.retry; a submission goes back to submitting with its
 * attempt (the same job id: the failed job runs again, see ReturnsWorkflow.requestedJobs).
 */
@CommandHandler(RetryReturnCommand)
export class RetryReturnHandler implements ICommandHandler<RetryReturnCommand> {
  constructor(
    private readonly pipeline: ReturnCommandPipeline,
    private readonly upstream: ReturnsUpstream,
  ) {}

  execute({ returnId, shopper }: RetryReturnCommand): Promise<ReturnFlowAnswer> {
    return this.pipeline.run({
      name: 'RetryReturnCommand',
      returnId,
      shopper,
      run: async (found) => {
        const retry: ReturnsEvent = { type: 'return.retry' };
        const simulation = found.simulate([retry]);
        if (!simulation.ok) return found.refused(simulation);
        const report = await this.again(found.record);
        if (report === 'disabled') return found.disabled();
        return found.change([retry, ...(report ? [report.event] : [])], report?.currency ? { meta: () => ({ currency: report.currency! }) } : {});
      },
    });
  }

  /** The failed call again, as the event reporting its answer; null for a submission (its job reports). */
  private async again(record: LoadedReturn): Promise<{ event: ReturnsEvent; currency?: string } | null | 'disabled'> {
    const { context } = record.snapshot;
    const site = record.meta.site;
    const reported = <T>(answer: UpstreamAnswer<T>, ok: (value: T) => ReturnsEvent) => (answer.kind === 'disabled' ? 'disabled' : { event: answer.kind === 'ok' ? ok(answer.value) : failureEvent(answer)! });
    switch (context.failedAt) {
      case 'lookup': {
        const lookup = context.lookup;
        if (lookup === null) return null;
        const answer = lookup.kind === 'hash' ? await this.upstream.lookupByHash(lookup.hash, site) : await this.upstream.lookupByOrder(lookup.orderId, lookup.zipCode, site);
        return lookupReport(answer) ?? 'disabled';
      }
      case 'regulation':
        return reported(await this.upstream.regulations(context.hash ?? '', context.selection, site), (regulations) => ({ type: 'regulations.loaded', regulations }));
      case 'carrier':
        return reported(await this.upstream.carriers(context.hash ?? '', context.selection, context.selectedRegulation ?? '', site), (carriers) => ({ type: 'carriers.loaded', carriers }));
      default:
        return null;
    }
  }
}
