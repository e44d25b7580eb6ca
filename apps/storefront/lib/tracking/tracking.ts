import { trackingBatchProblems } from '@tafel/domain';
import { trackingReservedPercent } from '@tafel/lightning-machine';
import { variantValues } from '@/lib/product/product';

// The storefront's data-layer events (catalogue spec §7 "Tracking events pushed to the data
// layer"; session spec §4: the checkout tracking event at submit, the payment-error event and
// payment_cancel). Pure builders: the components push what these answer onto window.dataLayer
// (the tag manager's convention: { event, ...fields }), and the forwarder sends the same events
// to the upstream's tracking_addEvents through the orchestrator.
//
// Not shown in the spec, chosen here: the ecommerce fields follow the usual GA4 shape (items
// with item_id, item_name, item_variant, item_brand, item_category … item_category5, price,
// quantity; value and currency), prices in the currency's units. No personal data goes into
// an event: no names, addresses, e-mails or order comments.

/** Spec catalogue §7: currency fallback EUR. */
export const FALLBACK_CURRENCY = 'EUR';

/** Spec catalogue §7: item categories are tracked up to 5 levels. */
export const MAX_ITEM_CATEGORIES = 5;

/** The payment methods whose cancel on the provider's page is tracked (spec §4: AMAZONPAY or PAYPAL). */
export const TRACKED_PAYMENT_CANCELS = ['PAYPAL', 'AMAZONPAY'] as const;
export type TrackedPaymentCancel = (typeof TRACKED_PAYMENT_CANCELS)[number];

/** One event as it goes onto window.dataLayer. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

/** What a tracked article is, as the page knows it; quantity is the change or the line's quantity. */
export interface TrackedItem {
  /** The item (variant) id the cart holds. */
  itemId: string;
  productId: string;
  name: string;
  /** Variant text, e.g. "Farbe: rot". */
  variant?: string | null;
  brand?: string | null;
  /** Category names from the top; only the first five are tracked. */
  categories?: readonly string[];
  /** Unit price in the currency's units. */
  price: number;
  quantity: number;
}

interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_group_id: string;
  item_variant?: string;
  item_brand?: string;
  price: number;
  quantity: number;
  [category: `item_category${string}`]: string;
}

/** Money in the currency's units, rounded to cents (3 × 0.1 is 0.3, not 0.30000000000000004). */
function money(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function currencyOrFallback(currency: string | null | undefined): string {
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : FALLBACK_CURRENCY;
}

/** An article in the GA4 item shape: categories as item_category, item_category2 … item_category5. */
export function ecommerceItem(item: TrackedItem): EcommerceItem {
  const entry: EcommerceItem = {
    item_id: item.itemId,
    item_name: item.name,
    item_group_id: item.productId,
    price: money(item.price),
    quantity: item.quantity,
  };
  if (item.variant) entry.item_variant = item.variant;
  if (item.brand) entry.item_brand = item.brand;
  (item.categories ?? []).slice(0, MAX_ITEM_CATEGORIES).forEach((name, index) => {
    entry[`item_category${index === 0 ? '' : index + 1}`] = name;
  });
  return entry;
}

function valueOf(items: readonly TrackedItem[]): number {
  return money(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

/** A basket line as a tracked article (the cart knows no brand or categories). */
export function trackedCartLine(line: {
  itemId: string;
  productId: string;
  name: string;
  variantInfo: readonly { value: string }[];
  unitPrice: { amount: number };
}): Omit<TrackedItem, 'quantity'> {
  return { itemId: line.itemId, productId: line.productId, name: line.name, variant: variantValues(line), price: line.unitPrice.amount };
}

/**
 * A product page's item as a tracked article at `price` (its own price, or a lightning deal's):
 * named as the cart's lines name it (e.g. with its colour), with the breadcrumb's categories
 * above the product.
 */
export function trackedProductItem(
  product: { id: string; name: string; manufacturer: string | null; breadcrumb: readonly { name: string }[] },
  item: { id: string; name: string; variantInfo: readonly { value: string }[] },
  price: { amount: number },
): Omit<TrackedItem, 'quantity'> {
  return {
    itemId: item.id,
    productId: product.id,
    name: item.name || product.name,
    variant: variantValues(item),
    brand: product.manufacturer,
    categories: product.breadcrumb.map((crumb) => crumb.name).filter((name) => name !== product.name),
    price: price.amount,
  };
}

/** Articles put into the cart (the product page, or a higher quantity in the basket). */
export function addToCartEvent(item: TrackedItem, currency?: string | null): DataLayerEvent {
  return { event: 'add_to_cart', ecommerce: { currency: currencyOrFallback(currency), value: valueOf([item]), items: [ecommerceItem(item)] } };
}

/** Spec §7 "lightning deal add": the event name of an add at the deal price. */
export const LIGHTNING_ADD_EVENT = 'add_to_cart_lightning';

/**
 * Articles put into the cart at a lightning deal's price (the product page's deal block), with the
 * deal's reserved percentage floored and divided by 100 (spec §7; `reservedPercent` 0 to 100).
 */
export function lightningAddToCartEvent(item: TrackedItem, reservedPercent: number, currency?: string | null): DataLayerEvent {
  return {
    event: LIGHTNING_ADD_EVENT,
    lightning_reserved_percentage: trackingReservedPercent(reservedPercent),
    ecommerce: { currency: currencyOrFallback(currency), value: valueOf([item]), items: [ecommerceItem(item)] },
  };
}

/** Articles taken out of the cart (a removed line, or a lower quantity in the basket). */
export function removeFromCartEvent(item: TrackedItem, currency?: string | null): DataLayerEvent {
  return { event: 'remove_from_cart', ecommerce: { currency: currencyOrFallback(currency), value: valueOf([item]), items: [ecommerceItem(item)] } };
}

/**
 * A basket line's quantity changed from `from` to `to`: the difference as add_to_cart or
 * remove_from_cart; null when nothing changed.
 */
export function quantityChangeEvent(item: Omit<TrackedItem, 'quantity'>, from: number, to: number, currency?: string | null): DataLayerEvent | null {
  if (!Number.isInteger(from) || !Number.isInteger(to) || from === to) return null;
  return to > from ? addToCartEvent({ ...item, quantity: to - from }, currency) : removeFromCartEvent({ ...item, quantity: from - to }, currency);
}

/** What the shopper orders when pressing the order button (spec §4 Submit step 1). */
export interface CheckoutTracking {
  items: readonly TrackedItem[];
  /** The order total with shipping, in the currency's units. */
  total: number;
  shipping: number;
  currency?: string | null;
  /** The payment method id (e.g. PAYPAL, INVOICE, AMAZONPAY); null when the order needs none. */
  paymentType: string | null;
  /** The shipper code, e.g. dhl. */
  shippingTier: string | null;
}

/** Spec §4 Submit step 1: the checkout tracking event, sent when the order button is pressed. */
export function checkoutEvent(order: CheckoutTracking): DataLayerEvent {
  return {
    event: 'checkout',
    ecommerce: {
      currency: currencyOrFallback(order.currency),
      value: money(order.total),
      shipping: money(order.shipping),
      payment_type: order.paymentType,
      shipping_tier: order.shippingTier,
      items: order.items.map(ecommerceItem),
    },
  };
}

/** Spec §4 Submit step 3: the submission answered a payment error; the key names it, never the text. */
export function paymentErrorEvent(paymentType: string | null, state: string, messageKey: string | null): DataLayerEvent {
  return { event: 'payment_error', payment_type: paymentType, error_state: state, error_key: messageKey };
}

export function isTrackedPaymentCancel(value: string | null | undefined): value is TrackedPaymentCancel {
  return (TRACKED_PAYMENT_CANCELS as readonly string[]).includes(value ?? '');
}

/** Spec §4 Amazon-style express pay: the buyer cancelled on the provider's page (?cancelPayment=AMAZONPAY|PAYPAL). */
export function paymentCancelEvent(method: TrackedPaymentCancel): DataLayerEvent {
  return { event: 'payment_cancel', payment_type: method };
}

/**
 * One event as the orchestrator's trackEvents takes it: its own id (so the event is recorded once
 * however often its batch is sent), the name, the other fields as JSON, the time it happened.
 */
export interface TrackingEventInput {
  id: string;
  name: string;
  payload: string;
  timestamp: string;
}

/**
 * A new event id: 128 random bits as 32 hex digits (TRACKING_EVENT_ID_PATTERN). getRandomValues,
 * not randomUUID: the shop may be served over plain HTTP, where randomUUID does not exist.
 */
export function newTrackingEventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function trackingInput(entry: DataLayerEvent, at: Date, id: string = newTrackingEventId()): TrackingEventInput {
  const { event, ...fields } = entry;
  return { id, name: event, payload: JSON.stringify(fields), timestamp: at.toISOString() };
}

/** Catalogue spec §2: the data layer's debug block shows when the URL contains this marker. */
export const DATA_LAYER_DEBUG_MARKER = 'selenium-datalayer';

/** The shop's pages are tracked; the support console (staff, not shoppers) and the API routes are not. */
export function isTrackedPath(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  return !/^\/(support|api)(\/|$)/.test(pathname);
}

/** Whether the upstream would take this event (name, payload size, JSON, time): one that it would not is not queued. */
export function acceptedForTracking(input: TrackingEventInput): boolean {
  return trackingBatchProblems([input]).length === 0;
}
