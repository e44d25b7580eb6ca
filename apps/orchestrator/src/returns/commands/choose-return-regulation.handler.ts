import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReturnFlowAnswer } from '../returns-results.js';
import type { PlannedReturnEvent } from '../runner/returns-runner.js';
import { ReturnsUpstream } from '../upstream/returns-upstream.js';
import { ChooseReturnRegulationCommand } from './choose-return-regulation.command.js';
import { failureEvent, ReturnCommandPipeline } from './return-pipeline.js';

/** Picks a regulation; with done, the carriers for selection and regulation are read first and reported with regulation.done. */
@CommandHandler(ChooseReturnRegulationCommand)
export class ChooseReturnRegulationHandler implements ICommandHandler<ChooseReturnRegulationCommand> {
  constructor(
    private readonly pipeline: ReturnCommandPipeline,
    private readonly upstream: ReturnsUpstream,
  ) {}

  execute({ input, shopper }: ChooseReturnRegulationCommand): Promise<ReturnFlowAnswer> {
    return this.pipeline.run({
      name: 'ChooseReturnRegulationCommand',
      returnId: input.returnId,
      shopper,
      run: async (found) => {
        const plan: PlannedReturnEvent[] = [];
        if (!found.record.snapshot.matches({ flow: { preparing: { regulation: 'ready' } } })) plan.push({ event: { type: 'regulation.edit' }, optional: true });
        plan.push({ type: 'regulation.select', code: input.code });
        if (input.done === true) plan.push({ type: 'regulation.done' });
        const simulation = found.simulate(plan);
        if (!simulation.ok) return found.refused(simulation);
        if (input.done !== true) return found.change(plan);
        const { hash, selection, selectedRegulation } = simulation.snapshot.context;
        const answer = await this.upstream.carriers(hash ?? '', selection, selectedRegulation ?? input.code, found.record.meta.site);
        if (answer.kind === 'disabled') return found.disabled();
        return found.change([...plan, answer.kind === 'ok' ? { type: 'carriers.loaded', carriers: answer.value } : failureEvent(answer)!]);
      },
    });
  }
}
