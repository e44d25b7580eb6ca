import { restoreReturn, returnsMachine, whyNot, type ReturnsEvent, type ReturnsGuardReason, type ReturnsSnapshot } from '@tafel/returns-machine';
import { createActor, type Snapshot } from 'xstate';
import { parseQuantity, persistedOf, type ReturnFlowView, type SelectionFormItem } from './return-view';

/** The field of an item a refusal belongs to. */
export type SelectionField = 'quantity' | 'reason' | 'comment' | 'components' | 'photos';

/** What the machine says about the form as the shopper has filled it. */
export interface SelectionPreview {
  /** Per selected item, the field and reason the machine refuses it with. */
  items: Record<string, { field: SelectionField; reason: ReturnsGuardReason }>;
  /** Why "Weiter" (selection.done) is refused, or null. */
  done: ReturnsGuardReason | null;
  /** The item the done refusal is about (the first one lacking what the machine asks). */
  doneItem: string | null;
}

const FIELD_OF: Partial<Record<ReturnsGuardReason, SelectionField>> = {
  QUANTITY_INVALID: 'quantity',
  QUANTITY_EXCEEDS_RETURNABLE: 'quantity',
  ITEM_UNKNOWN: 'quantity',
  REASON_UNKNOWN: 'reason',
  REASON_REQUIRED: 'reason',
  COMMENT_TOO_LONG: 'comment',
  COMMENT_REQUIRED: 'comment',
  COMPONENT_UNKNOWN: 'components',
};

/** The field a refusal reason belongs to. */
export function fieldOfReason(reason: ReturnsGuardReason): SelectionField {
  return FIELD_OF[reason] ?? 'quantity';
}

/** The workflow's snapshot in the shared machine, restored (the same definition the orchestrator runs). */
export function restoredSnapshot(flow: Pick<ReturnFlowView, 'snapshot' | 'machineVersion'>): Snapshot<unknown> {
  return restoreReturn(persistedOf(flow) as never);
}

/**
 * Plays the form into the machine restored from the return's snapshot — item selection reopened
 * when the return stands past it, the saved items replaced by the form's — and asks it, event by
 * event, what it refuses: the same rules the orchestrator applies when the selection is saved.
 * Nothing leaves the browser; the actor is stopped before this returns.
 */
export function previewSelection(flow: Pick<ReturnFlowView, 'snapshot' | 'machineVersion' | 'order'>, form: readonly SelectionFormItem[]): SelectionPreview {
  const actor = createActor(returnsMachine, { snapshot: restoredSnapshot(flow), input: undefined as never });
  actor.start();
  const preview: SelectionPreview = { items: {}, done: null, doneItem: null };
  try {
    const ask = (event: ReturnsEvent): ReturnsGuardReason | null => {
      const reason = whyNot(actor.getSnapshot() as ReturnsSnapshot, event);
      if (reason === null) actor.send(event);
      return reason;
    };
    ask({ type: 'selection.edit' });
    for (const saved of actor.getSnapshot().context.selection) ask({ type: 'item.deselect', itemId: saved.id });
    for (const item of form) {
      if (!item.selected) continue;
      const reason = ask({
        type: 'item.select',
        itemId: item.itemId,
        quantity: parseQuantity(item.quantity),
        reason: item.reason === '' ? null : item.reason,
        comment: item.comment,
        components: item.components,
      });
      if (reason !== null) preview.items[item.itemId] = { field: fieldOfReason(reason), reason };
    }
    const refusedItem = form.find((item) => item.selected && preview.items[item.itemId] !== undefined);
    if (refusedItem) {
      preview.done = preview.items[refusedItem.itemId]!.reason;
      preview.doneItem = refusedItem.itemId;
      return preview;
    }
    preview.done = whyNot(actor.getSnapshot() as ReturnsSnapshot, { type: 'selection.done' });
    if (preview.done === 'REASON_REQUIRED' || preview.done === 'COMMENT_REQUIRED') {
      // The machine names the rule; the first selected item breaking it is where the shopper looks.
      const items = flow.order?.items ?? [];
      const lacking = form.find((item) => {
        if (!item.selected) return false;
        const reason = items.find((i) => i.id === item.itemId)?.reasons.find((r) => r.code === item.reason);
        return preview.done === 'REASON_REQUIRED' ? reason === undefined : reason?.comment === true && item.comment.trim() === '';
      });
      if (lacking) {
        preview.doneItem = lacking.itemId;
        preview.items[lacking.itemId] = { field: fieldOfReason(preview.done), reason: preview.done };
      }
    }
    return preview;
  } finally {
    actor.stop();
  }
}

/** Why the machine refuses submitting with this contact now (photos on their way, a step missing, the contact), or null. */
export function submitRefusal(flow: Pick<ReturnFlowView, 'snapshot' | 'machineVersion'>, contact: { salutation: string; firstName: string; lastName: string; email: string; phone: string }): ReturnsGuardReason | null {
  const actor = createActor(returnsMachine, { snapshot: restoredSnapshot(flow), input: undefined as never });
  actor.start();
  try {
    return whyNot(actor.getSnapshot() as ReturnsSnapshot, { type: 'return.submit', contact });
  } finally {
    actor.stop();
  }
}
