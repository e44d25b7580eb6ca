import type { ReturnCarrier, ReturnOrder, ReturnPayload, ReturnRegulation } from '@tafel/returns-machine';
import type { FindOrderForReturnQuery, GetAvailableCarriersQuery, ReturnOrderInput } from '@tafel/graphql-schema/upstream-client';
import { ORDER_NOT_FOUND_KEY } from '@tafel/returns-machine';

type UpstreamReturnOrder = FindOrderForReturnQuery['findOrderForReturn'];
type UpstreamCarrier = GetAvailableCarriersQuery['getAvailableCarriers']['carriers'][number];

/** What a lookup found: the order as the machine takes it (with the prices' currency), or not found with the upstream's key. */
export type LookupAnswer = { found: true; order: ReturnOrder; currency: string } | { found: false; messageKey: string };

const cents = (amount: number): number => Math.round(amount * 100);

/** The upstream's return order as the machine's ReturnOrder (spec §3 Return flow); an error answer is "not found". */
export function toLookupAnswer(answer: UpstreamReturnOrder): LookupAnswer {
  const { hash, orderId, salesOrderNo, orderDate } = answer;
  if (answer.isError || !hash || !orderId || !salesOrderNo || !orderDate) return { found: false, messageKey: answer.errorMsg || ORDER_NOT_FOUND_KEY };
  const order: ReturnOrder = {
    hash,
    orderId,
    salesOrderNo,
    orderDate,
    items: answer.items.map((item) => ({
      id: item.id,
      lineNo: item.lineNo,
      name: item.name,
      shippedQuantity: item.shippedQuantity,
      orderedQuantity: item.orderedQuantity,
      returnableQuantity: item.returnableQuantity,
      priceCents: cents(item.price.amount),
      reasons: item.reasons.map((r) => ({ code: r.code, name: r.name, comment: r.comment, image: r.image, components: [...r.components] })),
    })),
    previousReturnCount: answer.previousReturns.length,
  };
  return { found: true, order, currency: answer.items[0]?.price.currencyCode ?? 'EUR' };
}

export function toRegulations(regulations: readonly { code: string; name: string }[]): ReturnRegulation[] {
  return regulations.map((r) => ({ code: r.code, name: r.name }));
}

export function toCarriers(carriers: readonly UpstreamCarrier[]): ReturnCarrier[] {
  return carriers.map((c) => ({ code: c.code, name: c.name, priceCents: cents(c.price.amount) }));
}

/** The items of the selection as the regulation and carrier reads take them (items with a reason only). */
export function selectedItemsInput(selection: readonly { id: string; quantity: number; reason: string | null }[]): { id: string; quantity: number; reason: string }[] {
  return selection.flatMap((s) => (s.reason === null ? [] : [{ id: s.id, quantity: s.quantity, reason: s.reason }]));
}

/** The machine's submit payload as the upstream's ReturnOrderInput (empty lists and nulls left out as the upstream reads them). */
export function toReturnOrderInput(payload: ReturnPayload): ReturnOrderInput {
  return {
    hash: payload.hash,
    orderId: payload.orderId,
    salesOrderNo: payload.salesOrderNo,
    regulation: payload.regulation,
    items: payload.items.map((item) => ({
      id: item.id,
      lineNo: item.lineNo,
      quantity: item.quantity,
      reason: item.reason,
      additionalInfo: item.additionalInfo,
      images: item.images,
      components: item.components,
    })),
    carrier: payload.carrier,
    labels: payload.labels,
    contact: { ...payload.contact },
  };
}
