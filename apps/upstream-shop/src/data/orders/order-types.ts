import type { AddressRecord } from '../customers/address-store.js';

/** One ordered line, as shipped (spec §3 Order → shipments → items). */
export interface OrderItemRecord {
  /** Line id, stable within the order (returns refer to it). */
  lineNo: number;
  itemId: string;
  productId: string;
  name: string;
  sku: string;
  variationText: string | null;
  unitPriceCents: number;
  orderedAmount: number;
  shippedQuantity: number;
  /** Quantity already sent back through returns. */
  returnedQuantity: number;
  isReturnable: boolean;
}

export interface ShipmentRecord {
  status: 'in_preparation' | 'shipped' | 'delivered';
  carrier: string;
  expectedDeliveryDate: string | null;
  trackingCode: string | null;
  /** Day of delivery (YYYY-MM-DD) once delivered; optional so orders written by checkout need not set it. */
  deliveredAt?: string | null;
  /** Line numbers of the order shipped in this parcel. */
  lineNos: number[];
}

export interface OrderRecord {
  orderId: string;
  /** ERP number shown on return documents (spec §3 return flow salesOrderNo). */
  salesOrderNo: string;
  customerId: string;
  /** The cart this order was created from; submitting the same cart twice finds this order. */
  cartId: string | null;
  shop: 'de' | 'at' | 'ch' | 'b2b';
  orderedAt: string;
  email: string;
  phone: string | null;
  billingAddress: AddressRecord;
  deliveryAddress: AddressRecord;
  paymentMethod: string;
  shipperCode: string;
  shippingCostCents: number;
  totalCents: number;
  orderReference: string | null;
  comment: string | null;
  items: OrderItemRecord[];
  shipments: ShipmentRecord[];
  /** Secret used for the guest return lookup link (findOrderForReturnByHash). */
  returnHash: string;
}
