import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnsEvent } from '@tafel/returns-machine';
import { validationFailed } from '../../cart/index.js';
import { badUserInput } from '../../common/app-error.js';
import { USER_ID_HEADER } from '../../upstream/upstream-client.js';
import { ReturnLookupLimit } from '../lookup-limit.js';
import { newReturnId, RETURN_ID_PATTERN } from '../returns-ids.js';
import { returnNotFound, returnRateLimited, returnsDisabled, type ReturnFlowAnswer } from '../returns-results.js';
import { lookupErrors } from '../returns-validation.js';
import { returnFlowView } from '../returns-view.js';
import type { LoadedReturn } from '../runner/returns-records.js';
import { ReturnsRunner } from '../runner/returns-runner.js';
import { ReturnSwitch } from '../upstream/return-switch.js';
import { ReturnsUpstream } from '../upstream/returns-upstream.js';
import { lookupReport } from './lookup-events.js';
import { LookupReturnOrderCommand } from './lookup-return-order.command.js';
import { simulate } from './planned-events.js';
import { answerOf, ReturnCommandPipeline } from './return-pipeline.js';
import { returnRefused } from '../returns-results.js';

/** Whether the return's flow is in a final state (submitted): nothing moves it any more. */
function isFinished(record: LoadedReturn): boolean {
  return record.snapshot.matches({ flow: 'submitted' });
}

/**
 * The lookup (spec §4 Returns): input → switch → rate limit → the visitor's return (when named and
 * not finished; else a new one) → the upstream's lookup → [lookup.byOrder | lookup.byHash, its answer] in one
 * save. Not found and not returnable are states of the return, not errors.
 */
@CommandHandler(LookupReturnOrderCommand)
export class LookupReturnOrderHandler implements ICommandHandler<LookupReturnOrderCommand> {
  constructor(
    private readonly pipeline: ReturnCommandPipeline,
    private readonly runner: ReturnsRunner,
    private readonly upstream: ReturnsUpstream,
    private readonly limit: ReturnLookupLimit,
    private readonly returnSwitch: ReturnSwitch,
  ) {}

  async execute({ input, shopper, clientAddress }: LookupReturnOrderCommand): Promise<ReturnFlowAnswer> {
    const errors = lookupErrors(input);
    if (errors.length > 0) return validationFailed(errors);
    const visitor = shopper.userId;
    if (!visitor) throw badUserInput(`The ${USER_ID_HEADER} header is required for returns`);
    const off = await this.pipeline.switchedOff(shopper);
    if (off !== null) return off;
    const wait = await this.limit.take(visitor, clientAddress);
    if (wait !== null) return returnRateLimited(wait);

    const named = input.returnId == null ? null : RETURN_ID_PATTERN.test(input.returnId) ? await this.runner.find(input.returnId, { visitor }) : null;
    if (input.returnId != null && named === null) return returnNotFound();
    // A finished return takes no lookups, and the storefront names its cookie's return with every
    // lookup: the visitor's next return is a new one (the storefront keeps the id it is answered).
    const record = named !== null && isFinished(named) ? null : named;
    const hash = input.hash ?? null;
    const lookup: ReturnsEvent = hash !== null ? { type: 'lookup.byHash', hash } : { type: 'lookup.byOrder', orderId: (input.orderId ?? '').trim(), zipCode: (input.zipCode ?? '').trim() };
    if (record !== null) {
      const simulation = simulate(record.snapshot, [lookup]);
      if (!simulation.ok) return returnRefused(returnFlowView(record), simulation.reason, simulation.event);
    }

    const answer = hash !== null ? await this.upstream.lookupByHash(hash, shopper.site) : await this.upstream.lookupByOrder((input.orderId ?? '').trim(), (input.zipCode ?? '').trim(), shopper.site);
    const report = lookupReport(answer);
    if (report === null) {
      this.returnSwitch.forget(shopper.site);
      return returnsDisabled();
    }
    const { currency } = report;
    const outcome = await this.runner.change(record?.id ?? newReturnId(), {
      command: 'LookupReturnOrderCommand',
      actor: 'shopper',
      principal: { visitor },
      loaded: record ?? undefined,
      plan: () => [lookup, report.event],
      create: record === null ? { meta: { owner: visitor, site: shopper.site, createdAt: new Date().toISOString(), currency: currency ?? 'EUR', failedSubmissions: 0 } } : undefined,
      meta: currency === undefined ? undefined : () => ({ currency }),
      // The upstream was asked for the return as loaded: a lost race is answered, not replanned.
      attempts: 1,
    });
    return answerOf(outcome);
  }
}
