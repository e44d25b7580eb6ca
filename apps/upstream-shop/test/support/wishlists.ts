// Documents and helpers shared by the wishlist contract tests (test/wishlists-*.spec.ts).
import { DEV_ACCOUNTS } from '../../src/data/customers/seed-customers.js';
import { SEED_WISHLISTS } from '../../src/data/wishlists/seed-wishlists.js';
import { login, type GraphqlAnswer, type RequestOptions, type Upstream } from './upstream.js';

export { DEV_ACCOUNTS, SEED_WISHLISTS };

export const WISHLIST_FIELDS = `externalId name description active isDefault isStandardList isTeaserList createdAt
  users { name role isCurrentUser }
  rights { isCreator isAdmin isEditor isCommentator }
  entries { externalId quantity isSaleable commentsCount hasSamePricesForAllItems product { productId name } item { itemId } replacement { productId availableForSale }
    totals { current { amount } old { amount } lightningPrice { amount } basePrice { price { amount } unit } savings { amount } currencyCode raw } }`;

const FIELD_ERRORS = 'fieldErrors { fieldName errorMessage formName }';
const RESULT = `successful errorMessage messageKey lastItemRemoved ${FIELD_ERRORS} wishlist { ${WISHLIST_FIELDS} }`;
const COMMENT = 'externalId positionId comment name displayedDate createdAt allowedToDeleteByUser';

export const Q = {
  all: `query { getAllWishlists { ${WISHLIST_FIELDS} } }`,
  full: `query { getAllWishlistsFull { ${WISHLIST_FIELDS} } }`,
  essentials: 'query { getAllWishlistsEssentials { externalId name isDefault entries { externalId productId itemId quantity } } }',
  comments: `query($id: ID!) { getCommentsPerWishlist(wishlistId: $id) { ${COMMENT} } }`,
  teaser: `query($id: ID!) { getWishlistFromTeaserId(externalId: $id) { ${WISHLIST_FIELDS} } }`,
  totals: 'query($itemId: ID, $productId: ID!, $quantity: Int!) { getTotalsForTeaserWishlist(itemId: $itemId, productId: $productId, quantity: $quantity) { current { amount stringValue } old { amount } lightningPrice { amount } basePrice { price { amount } unit } savings { amount } currencyCode raw } }',
};

export const M = {
  add: `mutation($id: ID, $entry: WishlistEntryInput!) { addProductToWishlist(externalId: $id, entry: $entry) { ${RESULT} } }`,
  removeMerkzettel: `mutation($entry: WishlistProductInput!) { removeProductFromMerkzettel(entry: $entry) { ${RESULT} } }`,
  remove: `mutation($id: ID!, $entryId: ID!) { removeProductFromWishlist(externalId: $id, entryId: $entryId) { ${RESULT} } }`,
  changeQty: `mutation($id: ID!, $entry: WishlistQuantityInput!) { changeQtyInWishlist(externalId: $id, entry: $entry) { ${RESULT} } }`,
  replace: `mutation($id: ID!, $entryId: ID!, $entry: WishlistEntryInput!) { replaceItemInWishlist(externalId: $id, entryId: $entryId, entry: $entry) { ${RESULT} } }`,
  create: `mutation($name: String!, $description: String) { createWishlist(name: $name, description: $description) { ${RESULT} } }`,
  rename: `mutation($id: ID!, $name: String!) { renameWishlist(externalId: $id, name: $name) { ${RESULT} } }`,
  delete: `mutation($id: ID!) { deleteWishlist(externalId: $id) { ${RESULT} } }`,
  describe: `mutation($id: ID!, $description: String!) { changeWishlistDescription(externalId: $id, description: $description) { ${RESULT} } }`,
  setDefault: `mutation($id: ID!) { setDefaultWishlist(externalId: $id) { ${RESULT} } }`,
  share: `mutation($id: ID!, $email: String!, $role: WishlistInviteRole!) { shareWishlist(externalId: $id, email: $email, role: $role) { ${RESULT} } }`,
  invite: `mutation($id: ID!, $role: WishlistInviteRole!) { createWishlistInviteLink(externalId: $id, role: $role) { successful errorMessage messageKey ${FIELD_ERRORS} url token } }`,
  import: `mutation($token: String!) { importSharedWishlist(token: $token) { ${RESULT} } }`,
  addComment: `mutation($id: ID!, $entryId: ID!, $comment: String!) { addWishlistComment(externalId: $id, entryId: $entryId, comment: $comment) { successful errorMessage messageKey ${FIELD_ERRORS} comment { ${COMMENT} } wishlist { externalId } } }`,
  deleteComment: `mutation($id: ID!, $commentId: ID!) { deleteWishlistComment(externalId: $id, commentId: $commentId) { successful errorMessage messageKey ${FIELD_ERRORS} comment { ${COMMENT} } wishlist { externalId } } }`,
  replaceTeaser: `mutation($itemId: ID!, $old: ID!, $quantity: Int!) { replaceItemInTeaserWishlist(itemId: $itemId, oldExternalId: $old, quantity: $quantity) { successful errorMessage messageKey ${FIELD_ERRORS} entry { externalId quantity isSaleable item { itemId } product { productId } totals { current { amount } } } } }`,
  teaserToCart: `mutation($entries: [TeaserWishlistCartInput!]!, $cartId: ID!) { addProductsToCartFromTeaserWishlist(teaserWishlist: $entries, cartId: $cartId) {
    variantsToChoose { productId itemId name quantity requestedQuantity } quantityChanged { productId itemId name quantity requestedQuantity }
    maxInCart { productId itemId quantity requestedQuantity } successfullyAdded { productId itemId quantity requestedQuantity } notAvailable { productId itemId quantity }
    cart { id items { itemId quantity } } } }`,
};

export interface Totals {
  current: { amount: number };
  old: { amount: number } | null;
  lightningPrice: { amount: number } | null;
  basePrice: { price: { amount: number }; unit: string } | null;
  savings: { amount: number } | null;
  currencyCode: string;
  raw: number;
}
export interface Entry {
  externalId: string;
  quantity: number;
  isSaleable: boolean;
  commentsCount: number;
  hasSamePricesForAllItems: boolean;
  product: { productId: string; name: string };
  item: { itemId: string } | null;
  replacement: { productId: string; availableForSale: boolean } | null;
  totals: Totals;
}
export interface Wishlist {
  externalId: string;
  name: string;
  description: string | null;
  active: boolean;
  isDefault: boolean;
  isStandardList: boolean;
  isTeaserList: boolean;
  createdAt: string;
  users: Array<{ name: string; role: string; isCurrentUser: boolean }>;
  rights: { isCreator: boolean; isAdmin: boolean; isEditor: boolean; isCommentator: boolean };
  entries: Entry[];
}
export interface FieldError {
  fieldName: string;
  errorMessage: string;
  formName: string | null;
}
export interface Result {
  successful: boolean;
  errorMessage: string | null;
  messageKey: string | null;
  lastItemRemoved: boolean;
  fieldErrors: FieldError[];
  wishlist: Wishlist | null;
}

export const UNAUTHENTICATED = { classification: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required' };

/** The single root field's value of an answer (throws with the errors when there is none). */
export function rootOf<T>(answer: GraphqlAnswer<Record<string, T>>): T {
  const data = answer.body.data;
  const value = data ? Object.values(data)[0] : undefined;
  if (value === undefined || value === null) throw new Error(`no data: ${JSON.stringify(answer.body)}`);
  return value;
}

export const errorOf = (answer: GraphqlAnswer<unknown>) => answer.body.errors?.[0]?.extensions;

/** Sessions of the three dev accounts. */
export async function devSessions(upstream: Upstream): Promise<{ anna: string; schule: string; team: string }> {
  const [anna, schule, team] = await Promise.all([
    login(upstream, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password }),
    login(upstream, { customerNumber: DEV_ACCOUNTS.b2b.customerNumber, password: DEV_ACCOUNTS.b2b.password }),
    login(upstream, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password }),
  ]);
  return { anna, schule, team };
}

/** gql bound to one caller: a session (jwt) or a visitor's user id. */
export function as(upstream: Upstream, caller: RequestOptions) {
  return <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => upstream.gql<T>(query, variables, caller);
}
