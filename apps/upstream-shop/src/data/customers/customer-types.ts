/** Kinds of customer account (spec §1 users; guests are created through checkout). */
export type CustomerKind = 'consumer' | 'b2b' | 'internal' | 'guest';

/** Shop variant a token or customer belongs to (spec §1 storefront variants). */
export type ShopId = 'de' | 'at' | 'ch' | 'b2b';

export interface CustomerRecord {
  customerId: string;
  kind: CustomerKind;
  /** Login name for consumers, internal users and guests; B2B customers log in with customerNumber. */
  email: string;
  /** B2B customer number (≤ 80 chars, spec §5); null for others. */
  customerNumber: string | null;
  /** scrypt hash "salt:hash" (hex); null for guests, who have no password. */
  passwordHash: string | null;
  salutation: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  shop: ShopId;
  /** B2B only (spec §3 customer contact). */
  termsOfPayment: string | null;
  paymentMethod: string | null;
  isInternal: boolean;
  createdAt: string;
  // B2B data (spec §3 customer contact); optional so records built elsewhere need not name them.
  vatRegistrationNo?: string | null;
  jobTitleCode?: string | null;
  primaryIndustryGroupCode?: string | null;
  numberOfEmployees?: number | null;
}

/** The logged-in caller of one request, resolved from the X-JWT header. */
export interface CurrentCustomer {
  customerId: string;
  kind: CustomerKind;
  /** The session token (X-JWT) this request came with. */
  sessionToken: string;
}
