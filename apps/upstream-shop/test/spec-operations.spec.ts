// Every operation the spec's §7 lists name (session-checkout-account.md and
// catalogue-content.md) must exist in the upstream SDL as a root field, with the arguments the
// spec names. Where the spec describes an operation in words only ("shipping step details",
// "redirect check by path", ...) the name we chose is given beside the spec's words.
import { buildSchema, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { upstreamTypeDefs } from '@tafel/graphql-schema';

type Spec = Record<string, string[]>; // field name → argument names the spec gives

const QUERIES: Spec = {
  // session-checkout-account.md §7
  getCustomerInfo: ['url'],
  getGlobalParametersByName: ['names'],
  getGlobalParameterByNameAndEntry: ['name', 'entry'], // "parameter lookups by name and entry"
  shop_findCart: ['cartId', 'calculateShippingCost'],
  getPaymentInfo: ['cartId'],
  getShippingStepDetails: ['cartId', 'calculateShippingCost'], // "shipping step details"
  getLightningDealReservation: [],
  getThankYouPageData: ['orderId'],
  getPayWithAccountBillingAddress: [], // "pay-with-account billing and shipping address queries"
  getPayWithAccountShippingAddress: [],
  getCustomerAddress: [],
  getBillingAddresses: [],
  getShippingAddresses: [],
  getJobTitles: [], // "job title and industry lists"
  getIndustryGroups: [],
  getOrdersV2: ['page', 'searchText', 'dateFilter'],
  getOrderDetailsV2: ['orderId'],
  getOrderYears: [],
  findOrderForReturn: ['orderId', 'zipCode'],
  findOrderForReturnByHash: ['hash'],
  getAvailableCarriers: ['hash', 'returnOrder'],
  getAvailableRegulations: ['hash', 'selectedItems'],
  getCurrentUploadSignature: [],
  isUniqueEmail: ['email'],
  checkEmailSubscribed: ['email'],
  checkTokenValidity: ['emailToken'],
  getPageDetailsByUrl: ['url'], // "page details by URL"
  getRedirectByPath: ['path'], // "redirect check by path"
  // catalogue-content.md §7
  getProductById: ['productId'],
  getItemById: ['itemId'],
  getVariantInformationForProduct: ['productId', 'selectedVariants', 'itemId'],
  getExtraTabContent: ['productId', 'tabId'], // "extra tab contents(productId, tabId)"
  getReviewsByProductId: ['productId', 'limit', 'filter'],
  core_category: ['id'],
  core_search: ['filter'],
  core_searchWithRedirect: ['filter'], // "and a redirect variant"
  checkQuery: ['originalQuery'],
  adjustLongtailSearchQuery: ['searchQuery'],
  getSuggestQueries: ['userQuery'],
  getNavigationModel: [],
  getPartialNavigationById: ['categoryId'],
  getNavigationTree: ['rootId', 'level', 'itemId'], // "navigation tree by rootId, level and itemId"
  getMainCategoryFromCategoryId: ['categoryId'],
  getGridByPageId: ['pageId'],
  getLightningDealData: [], // "lightning data query"
  getAllWishlists: [],
  getAllWishlistsEssentials: [],
  getAllWishlistsFull: [],
  getCommentsPerWishlist: ['wishlistId'],
  getTotalsForTeaserWishlist: ['itemId', 'productId', 'quantity'],
  getWishlistFromTeaserId: ['externalId'],
};

const MUTATIONS: Spec = {
  // session-checkout-account.md §7
  shopInit: [],
  login: [],
  logout: [],
  registerCustomer: ['data'],
  registerB2bCustomer: ['data'],
  registerGuest: ['data'],
  forgotPassword: ['email', 'customerNumber', 'honeypotField', 'counter'],
  changeForgottenPassword: [],
  changePassword: [],
  changeAccountData: [],
  updateEmail: ['email'],
  updatePhone: ['phone'],
  deleteCurrentCustomerAccount: [],
  addBillingAddress: [],
  updateBillingAddress: [],
  addShippingAddress: [],
  updateShippingAddress: [],
  addPackstation: [],
  updatePackstation: [],
  deleteAddress: ['addressId'],
  mergeCarts: [],
  setBillingAddressOnCart: ['cartId', 'addressId'],
  setShippingAddressOnCart: ['cartId', 'addressId'],
  setShippingMethod: ['methodCode'],
  setOrderReference: ['cartId', 'orderReference'],
  setOrderComment: ['cartId', 'orderComment'],
  setOrderNewsletterSubscribe: ['cartId'],
  setSelectedPayment: ['cartId', 'paymentId', 'buyerReference'],
  saveSpeditionsData: ['cartId', 'fields'],
  submitCart: ['cartId'],
  generatePdfForm: [],
  completeAmazonPayCheckout: ['checkoutSessionId', 'orderId'],
  setPayWithAccountData: [],
  uploadB2bCertificate: ['file', 'signature'],
  submitReturnOrder: [],
  uploadReturnImage: ['file', 'signature', 'hash', 'itemId', 'lineItemId'],
  tracking_addEvents: ['events'],
  recordGlanceView: ['productId', 'itemId', 'domain'],
  // catalogue-content.md §7
  cart_update: ['data'],
  extendLightningDealReservation: [],
  refreshLightningDealReservation: [],
  addProductToWishlist: ['externalId', 'entry'],
  removeProductFromMerkzettel: ['entry'],
  removeProductFromWishlist: ['externalId', 'entryId'],
  changeQtyInWishlist: ['externalId', 'entry'],
  replaceItemInWishlist: ['externalId', 'entryId', 'entry'],
  replaceItemInTeaserWishlist: ['itemId', 'oldExternalId', 'quantity'],
  addProductsToCartFromTeaserWishlist: ['teaserWishlist', 'cartId'],
  createWishlist: [],
  renameWishlist: [],
  deleteWishlist: [],
  changeWishlistDescription: [],
  setDefaultWishlist: [],
  shareWishlist: [],
  createWishlistInviteLink: [],
  importSharedWishlist: [],
  addWishlistComment: [],
  deleteWishlistComment: [],
  teaserClick: ['teaserClick'],
};

const schema = buildSchema(upstreamTypeDefs());

function check(root: GraphQLObjectType | null | undefined, spec: Spec) {
  const fields: Record<string, GraphQLField<unknown, unknown>> = root?.getFields() ?? {};
  const missing: string[] = [];
  for (const [name, args] of Object.entries(spec)) {
    const field = fields[name];
    if (!field) {
      missing.push(name);
      continue;
    }
    const have = field.args.map((a) => a.name);
    for (const arg of args) if (!have.includes(arg)) missing.push(`${name}(${arg})`);
  }
  return missing;
}

describe('the upstream SDL covers the spec §7 operations', () => {
  it('has every query with the spec’s arguments', () => {
    expect(check(schema.getQueryType(), QUERIES)).toEqual([]);
  });

  it('has every mutation with the spec’s arguments', () => {
    expect(check(schema.getMutationType(), MUTATIONS)).toEqual([]);
  });

  it('documents every root field', () => {
    const undocumented = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      Object.values(root?.getFields() ?? {})
        .filter((f) => !f.description)
        .map((f) => f.name),
    );
    expect(undocumented).toEqual([]);
  });
});
