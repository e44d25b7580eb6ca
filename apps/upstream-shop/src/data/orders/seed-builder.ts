import type { Catalogue } from '../catalogue.js';
import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_COST_CENTS } from '../cart-totals.js';
import { mulberry32, type Random } from '../prng.js';
import type { ReturnRecord } from '../returns/return-types.js';
import type { OrderItemRecord, OrderRecord, ShipmentRecord } from './order-types.js';
import { SEED_ORDERS, type SeedCarrier, type SeedOrder } from './seed-orders.js';

/** Fixed seed of the order data's random parts (return hashes, tracking codes). */
export const ORDERS_SEED = 0x5eed0de5;
const DAY_MS = 24 * 3600 * 1000;

const CARRIER_CODES: Record<SeedCarrier, string> = { DHL: 'dhl', dpd: 'dpd', 'Swiss Post': 'swisspost' };

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function hex(random: Random, length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(random() * 0x100000000).toString(16).padStart(8, '0');
  return out.slice(0, length);
}

function digits(random: Random, length: number): string {
  let out = '';
  while (out.length < length) out += String(Math.floor(random() * 10));
  return out;
}

function trackingCode(carrier: SeedCarrier, random: Random): string {
  if (carrier === 'DHL') return `00340434${digits(random, 12)}`;
  if (carrier === 'dpd') return `0${digits(random, 13)}`;
  return `99.00.${digits(random, 6)}.${digits(random, 8)}`;
}

function lines(def: SeedOrder, catalogue: Catalogue): OrderItemRecord[] {
  return def.lines.map(([itemId, quantity, returnable], index) => {
    const found = catalogue.item(itemId);
    if (!found) throw new Error(`seed order ${def.orderId}: unknown item ${itemId}`);
    const { item, product } = found;
    const shipment = def.shipments.find((s) => s.lines.includes(index + 1));
    return {
      lineNo: index + 1,
      itemId,
      productId: product.productId,
      name: item.name,
      sku: item.orderNumber,
      variationText: item.variantInfo.length > 0 ? item.variantInfo.map((v) => `${v.label}: ${v.value}`).join(', ') : null,
      unitPriceCents: item.priceCents,
      orderedAmount: quantity,
      shippedQuantity: shipment && shipment.status !== 'in_preparation' ? quantity : 0,
      returnedQuantity: 0,
      isReturnable: returnable !== false,
    };
  });
}

function shipments(def: SeedOrder, orderedAt: number, random: Random): ShipmentRecord[] {
  return def.shipments.map((s) => {
    const when = day(orderedAt + s.days * DAY_MS);
    return {
      status: s.status,
      carrier: s.carrier,
      expectedDeliveryDate: s.status === 'delivered' ? null : when,
      deliveredAt: s.status === 'delivered' ? when : null,
      trackingCode: s.status === 'in_preparation' ? null : trackingCode(s.carrier, random),
      lineNos: s.lines,
    };
  });
}

function seedReturns(def: SeedOrder, order: OrderRecord, orderedAt: number): ReturnRecord[] {
  const { billing } = def.person;
  return (def.returns ?? []).map((r, index) => {
    const rma = `R${order.orderId}-${index + 1}`;
    return {
      rma,
      hash: order.returnHash,
      orderId: order.orderId,
      placedDate: new Date(orderedAt + r.daysAfterOrder * DAY_MS + 3600 * 1000).toISOString(),
      regulation: r.regulation,
      carrier: r.carrier,
      labels: r.carrier ? 1 : 0,
      labelUrl: r.carrier ? `https://retouren.tafel.example/labels/${rma}.pdf` : null,
      items: r.items.map((i) => ({
        itemId: order.items[i.line - 1]?.itemId ?? '',
        lineNo: i.line,
        quantity: i.quantity,
        reason: i.reason,
        additionalInfo: i.comment ?? null,
        imageIds: [],
        components: [],
      })),
      contact: { salutation: billing.salutation, firstName: billing.firstName, lastName: billing.lastName, email: def.person.email, phone: def.person.phone },
      payloadKey: null,
    };
  });
}

/**
 * Orders and returns of the seed, dated relative to `now` (the server's start): whole days
 * before today (UTC) at each order's fixed time. Everything else is fixed or comes from the
 * seeded PRNG, so the same start time always gives the same data.
 */
export function buildOrderSeed(now: number, catalogue: Catalogue): { orders: OrderRecord[]; returns: ReturnRecord[] } {
  const random = mulberry32(ORDERS_SEED);
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  const orders: OrderRecord[] = [];
  const returns: ReturnRecord[] = [];
  for (const def of SEED_ORDERS) {
    const orderedAt = today - def.daysAgo * DAY_MS + def.time * 60 * 1000;
    const items = lines(def, catalogue);
    const subtotal = items.reduce((sum, i) => sum + i.unitPriceCents * i.orderedAmount, 0);
    const shippingCostCents = subtotal < FREE_SHIPPING_THRESHOLD_CENTS ? SHIPPING_COST_CENTS : 0;
    const firstCarrier = def.shipments[0]?.carrier ?? 'DHL';
    const order: OrderRecord = {
      orderId: def.orderId,
      salesOrderNo: def.salesOrderNo,
      customerId: def.person.customerId,
      cartId: null,
      shop: def.person.shop,
      orderedAt: new Date(orderedAt).toISOString(),
      email: def.person.email,
      phone: def.person.phone,
      billingAddress: def.person.billing,
      deliveryAddress: def.toDelivery && def.person.delivery ? def.person.delivery : def.person.billing,
      paymentMethod: def.paymentMethod,
      shipperCode: CARRIER_CODES[firstCarrier],
      shippingCostCents,
      totalCents: subtotal + shippingCostCents,
      orderReference: def.orderReference ?? null,
      comment: def.comment ?? null,
      items,
      shipments: shipments(def, orderedAt, random),
      returnHash: hex(random, 32),
    };
    const placed = seedReturns(def, order, orderedAt);
    for (const r of placed) {
      for (const item of r.items) {
        const line = order.items[item.lineNo - 1];
        if (line) line.returnedQuantity += item.quantity;
      }
    }
    orders.push(order);
    returns.push(...placed);
  }
  return { orders, returns };
}
