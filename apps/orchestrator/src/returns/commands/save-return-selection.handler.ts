import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { selectionProblem, type ReturnsEvent, type ReturnsSnapshot } from '@tafel/returns-machine';
import { validationFailed } from '../../cart/index.js';
import type { ReturnFlowAnswer } from '../returns-results.js';
import { itemFieldError } from '../returns-validation.js';
import type { PlannedReturnEvent } from '../runner/returns-runner.js';
import { ReturnsUpstream } from '../upstream/returns-upstream.js';
import { simulate } from './planned-events.js';
import { failureEvent, ReturnCommandPipeline, type FoundReturn } from './return-pipeline.js';
import { SaveReturnSelectionCommand } from './save-return-selection.command.js';

type Item = SaveReturnSelectionCommand['input']['items'][number];

const selectEvent = (item: Item): ReturnsEvent => ({
  type: 'item.select',
  itemId: item.itemId,
  quantity: item.quantity,
  reason: item.reason ?? null,
  comment: item.comment ?? '',
  components: item.components ?? [],
});

/** Each item's own problem with leaving the selection (a reason, a comment its reason asks for), at its field. */
function leavingErrors(snapshot: ReturnsSnapshot, items: readonly Item[]): FieldError[] {
  return items.flatMap((item, index) => {
    const selected = snapshot.context.selection.find((s) => s.id === item.itemId);
    const problem = selected === undefined ? null : selectionProblem({ ...snapshot.context, selection: [selected] });
    const error = problem === null ? null : itemFieldError(index, problem);
    return error === null ? [] : [error];
  });
}

/**
 * Replaces the selection: deselects what is not named, selects every named item (a refused item
 * is a ValidationError at its field, nothing changed). With done, the regulations for the new
 * selection are read first and reported with selection.done in the same save.
 */
@CommandHandler(SaveReturnSelectionCommand)
export class SaveReturnSelectionHandler implements ICommandHandler<SaveReturnSelectionCommand> {
  constructor(
    private readonly pipeline: ReturnCommandPipeline,
    private readonly upstream: ReturnsUpstream,
  ) {}

  execute({ input, shopper }: SaveReturnSelectionCommand): Promise<ReturnFlowAnswer> {
    return this.pipeline.run({ name: 'SaveReturnSelectionCommand', returnId: input.returnId, shopper, run: (found) => this.save(found, input.items, input.done === true) });
  }

  private async save(found: FoundReturn, items: readonly Item[], done: boolean): Promise<ReturnFlowAnswer> {
    const { snapshot } = found.record;
    const plan: PlannedReturnEvent[] = [];
    if (!snapshot.matches({ flow: { preparing: 'selection' } })) plan.push({ event: { type: 'selection.edit' }, optional: true });
    const named = new Set(items.map((item) => item.itemId));
    for (const selected of snapshot.context.selection) if (!named.has(selected.id)) plan.push({ type: 'item.deselect', itemId: selected.id });
    const prepared = found.simulate(plan);
    if (!prepared.ok) return found.refused(prepared);

    // Every item on its own, so each refused one is named at its field.
    const errors: FieldError[] = [];
    let current = prepared.snapshot;
    for (const [index, item] of items.entries()) {
      const event = selectEvent(item);
      const step = simulate(current, [event]);
      if (step.ok) {
        current = step.snapshot;
        plan.push(event);
        continue;
      }
      const error = itemFieldError(index, step.reason);
      if (error === null) return found.refused(step);
      errors.push(error);
    }
    if (errors.length > 0) return validationFailed(errors);
    if (!done) return found.change(plan);

    const leaving = simulate(current, [{ type: 'selection.done' }]);
    if (!leaving.ok) {
      const fieldErrors = leavingErrors(current, items);
      return fieldErrors.length > 0 ? validationFailed(fieldErrors) : found.refused(leaving);
    }
    const { hash, selection } = leaving.snapshot.context;
    const answer = await this.upstream.regulations(hash ?? '', selection, found.record.meta.site);
    if (answer.kind === 'disabled') return found.disabled();
    const report = answer.kind === 'ok' ? { type: 'regulations.loaded' as const, regulations: answer.value } : failureEvent(answer)!;
    return found.change([...plan, { type: 'selection.done' }, report]);
  }
}
