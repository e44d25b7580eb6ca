import { RETURNS_MACHINE_VERSION, type ReturnsSnapshot } from '@tafel/returns-machine';
import type { ReturnFlow, ReturnPhase, ReturnPhotoState } from '@tafel/graphql-schema/orchestrator-resolvers';
import { moneyFromAmount } from '../common/shop-mapping.js';
import { regionState, type LoadedReturn } from './runner/returns-records.js';

/** The API's ReturnFlow, tagged for the union's type resolution. */
export type ReturnFlowView = Omit<ReturnFlow, '__typename'> & { __typename: 'ReturnFlow' };

/** What the photo store knows of a photo's file (shown only), when it still has it. */
export interface PhotoFileInfo {
  fileName: string | null;
  size: number | null;
  contentType: string | null;
}

/** Where the return stands, for the storefront's pages (the flow region). */
export function phaseOf(snapshot: Pick<ReturnsSnapshot, 'matches'>): ReturnPhase {
  if (snapshot.matches({ flow: 'lookup' })) return 'LOOKUP';
  if (snapshot.matches({ flow: { preparing: 'selection' } })) return 'SELECTION';
  if (snapshot.matches({ flow: { preparing: 'regulation' } })) return 'REGULATION';
  if (snapshot.matches({ flow: { preparing: 'carrier' } })) return 'CARRIER';
  if (snapshot.matches({ flow: { preparing: 'confirm' } })) return 'CONFIRM';
  if (snapshot.matches({ flow: 'submitting' })) return 'SUBMITTING';
  if (snapshot.matches({ flow: 'submitted' })) return 'SUBMITTED';
  return 'FAILED';
}

const money = (cents: number, currency: string) => moneyFromAmount(cents / 100, currency);

/** A return as the API shows it to its visitor (the persisted snapshot holds no secrets and no files). */
export function returnFlowView(record: LoadedReturn, photoFile: (photoId: string) => PhotoFileInfo | null = () => null): ReturnFlowView {
  const { snapshot, meta } = record;
  const c = snapshot.context;
  return {
    __typename: 'ReturnFlow',
    id: record.id,
    version: record.version,
    machineVersion: RETURNS_MACHINE_VERSION,
    state: regionState(snapshot.value, 'flow'),
    uploadsState: regionState(snapshot.value, 'uploads'),
    phase: phaseOf(snapshot),
    hash: c.hash,
    order:
      c.order === null
        ? null
        : {
            hash: c.order.hash,
            orderId: c.order.orderId,
            salesOrderNo: c.order.salesOrderNo,
            orderDate: c.order.orderDate,
            previousReturnCount: c.order.previousReturnCount,
            items: c.order.items.map((item) => ({
              id: item.id,
              lineNo: item.lineNo,
              name: item.name,
              shippedQuantity: item.shippedQuantity,
              orderedQuantity: item.orderedQuantity,
              returnableQuantity: item.returnableQuantity,
              price: money(item.priceCents, meta.currency),
              reasons: item.reasons.map((r) => ({ code: r.code, name: r.name, comment: r.comment, image: r.image, components: [...r.components] })),
            })),
          },
    selection: c.selection.map((s) => ({ itemId: s.id, lineNo: s.lineNo, quantity: s.quantity, reason: s.reason, comment: s.comment, components: [...s.components] })),
    photos: c.photos.map((p) => {
      const file = photoFile(p.id);
      return {
        id: p.id,
        itemId: p.itemId,
        state: p.state.toUpperCase() as ReturnPhotoState,
        attempts: p.attempts,
        messageKey: p.messageKey,
        fileName: file?.fileName ?? null,
        size: file?.size ?? null,
        contentType: file?.contentType ?? null,
      };
    }),
    uploadedPhotoCount: c.uploadedPhotoCount,
    regulations: c.regulations.map((r) => ({ code: r.code, name: r.name })),
    selectedRegulation: c.selectedRegulation,
    carriers: c.carriers.map((carrier) => ({ code: carrier.code, name: carrier.name, price: money(carrier.priceCents, meta.currency) })),
    selectedCarrier: c.selectedCarrier,
    labels: c.labels,
    contact: c.contact === null ? null : { ...c.contact },
    submissionAttempt: c.submissionAttempt,
    rma: c.rma,
    labelUrl: c.labelUrl,
    lastError: c.lastError === null ? null : { code: c.lastError.code, messageKey: c.lastError.messageKey, field: c.lastError.field ?? null },
    // The storefront restores its own machine from this (restoreReturn takes { version, snapshot }).
    snapshot: JSON.stringify({ version: RETURNS_MACHINE_VERSION, snapshot: record.persisted }),
  };
}
