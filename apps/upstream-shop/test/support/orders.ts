import { DEV_ACCOUNTS } from '../../src/data/customers/seed-customers.js';
import { login, startUpstream, type Upstream } from './upstream.js';

/** The fixed "start" of the order tests: seeded order dates are whole days before it. */
export const ORDERS_NOW = Date.UTC(2026, 2, 15, 12, 0, 0);
export const DAY_MS = 24 * 3600 * 1000;

/** An upstream on a clock the test controls (default: fixed at ORDERS_NOW). */
export async function startOrdersUpstream(clock: () => number = () => ORDERS_NOW): Promise<Upstream> {
  return startUpstream({ now: clock });
}

export const loginAnna = (upstream: Upstream): Promise<string> =>
  login(upstream, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password });

export const loginSchool = (upstream: Upstream): Promise<string> =>
  login(upstream, { customerNumber: DEV_ACCOUNTS.b2b.customerNumber, password: DEV_ACCOUNTS.b2b.password });

export const loginTeam = (upstream: Upstream): Promise<string> =>
  login(upstream, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password });

export const GET_ORDERS = `query Orders($page: Int, $searchText: String, $dateFilter: String) {
  getOrdersV2(page: $page, searchText: $searchText, dateFilter: $dateFilter) {
    orders { orderId orderedAt status itemCount totalAmount { amount stringValue currencyCode } previewItems { itemId productId name quantity image { src } } }
    pageInfo { totalElements totalPages currentPage elementsPerPage }
  }
}`;

export const GET_ORDER = `query Order($orderId: ID!) {
  getOrderDetailsV2(orderId: $orderId) {
    orderId salesOrderNo orderedAt status email phone orderReference comment returnHash
    deliveryAddress { addressId schoolOrCompany salutation firstName lastName street postCode city country isStation }
    billingAddress { firstName lastName street postCode city country }
    paymentMethod { paymentId displayName }
    subtotal { amount } shippingCost { amount } totalAmount { amount }
    shipments {
      shipmentNo status carrier expectedDeliveryDate deliveredAt invoiceLink trackingLink trackingCode
      items { lineNo itemId productId name sku variationText image { src } unitPrice { amount } totalPrice { amount } orderedAmount returnedQuantity isReturnable isAlreadyReturned reviewUrl }
    }
  }
}`;

export const GET_YEARS = 'query Years { getOrderYears }';

const RETURN_ORDER_FIELDS = `isError errorMsg hash orderId salesOrderNo orderDate returnableUntil
  items { id lineNo name sku variationText shippedQuantity orderedQuantity returnableQuantity price { amount } reasons { code name comment image components } }
  previousReturns { rma placedDate carrier regulation items { id lineNo name quantity reason } }`;

export const FIND_FOR_RETURN = `query Find($orderId: ID!, $zipCode: String!) { findOrderForReturn(orderId: $orderId, zipCode: $zipCode) { ${RETURN_ORDER_FIELDS} } }`;
export const FIND_BY_HASH = `query FindByHash($hash: String!) { findOrderForReturnByHash(hash: $hash) { ${RETURN_ORDER_FIELDS} } }`;
export const REGULATIONS = `query Regulations($hash: String!, $items: [ReturnSelectedItemInput!]!) {
  getAvailableRegulations(hash: $hash, selectedItems: $items) { isError errorMsg regulations { code name description } }
}`;
export const CARRIERS = `query Carriers($hash: String!, $returnOrder: ReturnCarrierQueryInput!) {
  getAvailableCarriers(hash: $hash, returnOrder: $returnOrder) { isError errorMsg carriers { code name price { amount stringValue } } }
}`;
export const SIGNATURE = `query Signature($hash: String, $purpose: UploadPurpose) {
  getCurrentUploadSignature(hash: $hash, purpose: $purpose) { signature expiresAt maxBytes allowedTypes }
}`;
export const UPLOAD = `mutation Upload($file: String!, $signature: String!, $hash: String!, $itemId: ID!, $lineItemId: ID!) {
  uploadReturnImage(file: $file, signature: $signature, hash: $hash, itemId: $itemId, lineItemId: $lineItemId) { successful imageId errorMessage }
}`;
export const SUBMIT = `mutation Submit($data: ReturnOrderInput!) { submitReturnOrder(data: $data) { isError errorMsg errorField rma labelUrl } }`;

/** A tiny but real PNG (1×1), base64. */
export const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export interface ReturnOrderView {
  isError: boolean;
  errorMsg: string | null;
  hash: string | null;
  orderId: string | null;
  salesOrderNo: string | null;
  orderDate: string | null;
  returnableUntil: string | null;
  items: Array<{ id: string; lineNo: number; name: string; shippedQuantity: number; orderedQuantity: number; returnableQuantity: number; price: { amount: number }; reasons: Array<{ code: string; name: string; comment: boolean; image: boolean; components: string[] }> }>;
  previousReturns: Array<{ rma: string; placedDate: string; carrier: string | null; regulation: string; items: Array<{ id: string; lineNo: number; name: string; quantity: number; reason: string }> }>;
}
