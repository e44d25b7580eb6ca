import { Injectable } from '@nestjs/common';
import type { ReturnsEvent } from '@tafel/returns-machine';
import type { Shopper } from '../../request/index.js';
import { returnConflict, returnNotFound, returnRefused, returnsDisabled, returnUnavailable, type ReturnFlowAnswer } from '../returns-results.js';
import { returnFlowView } from '../returns-view.js';
import { RETURN_ID_PATTERN } from '../returns-ids.js';
import type { LoadedReturn } from '../runner/returns-records.js';
import { ReturnsRunner, type ReturnChange, type ReturnOutcome, type PlannedReturnEvent } from '../runner/returns-runner.js';
import { ReturnSwitch } from '../upstream/return-switch.js';
import type { UpstreamAnswer } from '../upstream/returns-upstream.js';
import { simulate, type Simulation } from './planned-events.js';

/** The visitor's return as a command found it, with what the command's own part needs. */
export class FoundReturn {
  constructor(
    readonly record: LoadedReturn,
    readonly visitor: string,
    private readonly command: string,
    private readonly runner: ReturnsRunner,
    private readonly switchOff: () => void,
  ) {}

  /** What the events would do (nothing is saved). */
  simulate(planned: readonly PlannedReturnEvent[]): Simulation {
    return simulate(this.record.snapshot, planned);
  }

  refused(simulation: Extract<Simulation, { ok: false }>): ReturnFlowAnswer {
    return returnRefused(returnFlowView(this.record), simulation.reason, simulation.event);
  }

  /** An upstream answer that ends the command before anything changes: switched off meanwhile. */
  disabled(): ReturnFlowAnswer {
    this.switchOff();
    return returnsDisabled();
  }

  /**
   * Sends the events, starting from the return as found. A lost race answers a conflict (the
   * command read the upstream for the return as found; it does not plan again on another one).
   */
  async change(plan: PlannedReturnEvent[], extra: Partial<Pick<ReturnChange, 'meta'>> = {}): Promise<ReturnFlowAnswer> {
    const outcome = await this.runner.change(this.record.id, {
      command: this.command,
      actor: 'shopper',
      principal: { visitor: this.visitor },
      loaded: this.record,
      plan: () => plan,
      attempts: 1,
      ...extra,
    });
    return answerOf(outcome);
  }
}

/** The common answer to a kernel outcome. */
export function answerOf(outcome: ReturnOutcome): ReturnFlowAnswer {
  switch (outcome.kind) {
    case 'saved':
    case 'unchanged':
      return returnFlowView(outcome.record);
    case 'refused':
      return returnRefused(returnFlowView(outcome.record), outcome.reason, outcome.event);
    case 'notFound':
      return returnNotFound();
    case 'conflict':
      return returnConflict();
  }
}

/** The event an upstream answer that is not 'ok' reports to the machine (refused or unavailable); null when returns are off. */
export function failureEvent(answer: Exclude<UpstreamAnswer<unknown>, { kind: 'ok' }>): ReturnsEvent | null {
  if (answer.kind === 'disabled') return null;
  if (answer.kind === 'refused') return { type: 'upstream.refused', messageKey: answer.messageKey, ...(answer.field ? { field: answer.field } : {}) };
  return { type: 'upstream.unavailable', messageKey: answer.messageKey };
}

/** One visitor command on an existing return: what is particular to it. */
export interface ReturnCommand {
  /** Command class name, recorded with every event it sends. */
  name: string;
  returnId: string;
  shopper: Shopper;
  /** Checks of the input alone (an answer, e.g. a ValidationError, ends the command before anything is read). */
  validate?(): ReturnFlowAnswer | null;
  run(found: FoundReturn): Promise<ReturnFlowAnswer>;
}

/**
 * The pipeline of the visitor's return commands, written once: check the input → the return
 * switch (off: ReturnsDisabledError, nothing read or changed) → find the visitor's return (anyone
 * else's, or none: ReturnNotFoundError) → the command's own part.
 */
@Injectable()
export class ReturnCommandPipeline {
  constructor(
    private readonly runner: ReturnsRunner,
    private readonly returnSwitch: ReturnSwitch,
  ) {}

  /** The switch's answer as a result that ends the command, or null when returns are on. */
  async switchedOff(shopper: Shopper): Promise<ReturnFlowAnswer | null> {
    const on = await this.returnSwitch.isOn(shopper.site);
    if (on === null) return returnUnavailable('return switch');
    return on ? null : returnsDisabled();
  }

  async run(command: ReturnCommand): Promise<ReturnFlowAnswer> {
    const invalid = command.validate?.() ?? null;
    if (invalid !== null) return invalid;
    const off = await this.switchedOff(command.shopper);
    if (off !== null) return off;
    const visitor = command.shopper.userId;
    if (!visitor || !RETURN_ID_PATTERN.test(command.returnId)) return returnNotFound();
    const record = await this.runner.find(command.returnId, { visitor });
    if (record === null) return returnNotFound();
    return command.run(new FoundReturn(record, visitor, command.name, this.runner, () => this.returnSwitch.forget(command.shopper.site)));
  }

  /**
   * A command that only moves the machine: the kernel plans its events from the return as it
   * loads it and refuses them with the guard's reason. Nothing outside the workflow happens, so a
   * lost race is planned again on the winner's version (two submits: the second is refused with
   * SUBMISSION_IN_PROGRESS, whichever process runs it).
   */
  send(command: Omit<ReturnCommand, 'run'> & { plan(record: LoadedReturn): PlannedReturnEvent[] }): Promise<ReturnFlowAnswer> {
    return this.run({
      ...command,
      run: async (found) =>
        answerOf(
          await this.runner.change(found.record.id, {
            command: command.name,
            actor: 'shopper',
            principal: { visitor: found.visitor },
            loaded: found.record,
            plan: (record) => command.plan(record),
          }),
        ),
    });
  }
}
