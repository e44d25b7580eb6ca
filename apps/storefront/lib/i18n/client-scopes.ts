import { ValidationKeys } from '@tafel/domain';
import { CHECKOUT_MESSAGE_KEYS } from '@/lib/checkout/checkout-messages';
import type { TextKey } from './translate';

// Which messages go to the browser, by layout: a layout wraps its part of the tree in
// <ClientMessages scope="…"> (components/i18n/client-messages.tsx) and its client components get
// these texts, added to those of the layouts above. client-messages.spec.ts reads every route's
// client files and fails for a text a route's client components name that its scopes do not hand
// over, and for an entry none of them names. An entry is a key (its "#noParams" wording comes
// along) or a prefix ("ui.toast.*"). Keys that reach a client component as data — an answer's
// message key, a label passed from the server — are listed here by hand (ANSWER_KEYS).

export type ScopeEntry = TextKey | `${string}.*`;

/** The quantity rules' messages (lib/cart/quantity.ts, @tafel/domain checkQuantity), checked in the browser. */
const QUANTITY_KEYS: readonly ScopeEntry[] = ['vue.buybox.text.quantity.error', 'vue.pdp.minQuantity', 'tafel.quantity.notAWholeNumber', 'ui.minimumOrder.*'];

/** The cart's answers to a change of a line (add, quantity, remove), shown by the buy box and the basket. */
const CART_ERROR_KEYS: readonly ScopeEntry[] = ['vue.cart.error.cartNotFound', 'vue.cart.error.cartSubmitted', 'vue.cart.error.itemNotFound', 'vue.cart.error.itemNotSaleable'];

/**
 * What /api/login-action/ answers on the /login page (components/account/login-form.tsx): the
 * login's refusal and the orchestrator's field checks (apps/orchestrator/src/account/login-form.ts:
 * e-mail or, on the B2B shop, customer number, and password). The checkout's login step gets them
 * with the checkout's messages.
 */
const LOGIN_ANSWER_KEYS: readonly ScopeEntry[] = [
  'vue.user.login.error.*',
  // Too many failed logins (AccountRateLimitedError): the wait in minutes (lib/account/rate-limit.ts).
  'tafel.account.rateLimited',
  'tafel.account.rateLimited.oneMinute',
  ValidationKeys.required,
  ValidationKeys.emailIncorrect,
  ValidationKeys.passwordInvalidLength,
  ValidationKeys.maxLength,
];

/** The e-mail and password labels: the login form's, and the shipping step's for a new account. */
const CREDENTIAL_KEYS: readonly ScopeEntry[] = ['ui.login.email', 'ui.login.password'];

/** The login form's fields (components/account/login-form.tsx), on /login and the checkout's login step. */
const LOGIN_FIELD_KEYS: readonly ScopeEntry[] = [...CREDENTIAL_KEYS, 'ui.login.customerNumber', 'ui.login.stayLoggedIn', 'ui.login.busy'];

/**
 * What the account forms (components/account: registration, reset, new password, contact data,
 * password, customer number) check in the browser with the @tafel/domain validators (keys as
 * data) and what the certificate upload answers.
 */
const ACCOUNT_FORM_ANSWER_KEYS: readonly ScopeEntry[] = ['vue.form.error.*', 'vue.upload.error.*', 'tafel.account.*'];

/** Keys a client component gets as data, not as written text (the spec cannot see them). */
export const ANSWER_KEYS: ReadonlySet<string> = new Set<string>([
  ...CHECKOUT_MESSAGE_KEYS,
  ...QUANTITY_KEYS,
  ...LOGIN_ANSWER_KEYS,
  ...ACCOUNT_FORM_ANSWER_KEYS,
  // The sort labels the listing pages pass to the sort select.
  'ui.sort.*',
]);

export const CLIENT_SCOPES = {
  /** Every page (app/layout.tsx): toasts (and the texts of the usual ?toast= keys), the generic message. */
  root: [
    'vue.cart.error.somethingWentWrong',
    'ui.toast.*',
    // Not the error boundary's page (components/errors/shop-error.tsx): it brings its texts in its
    // own chunk (lib/i18n/error-page-texts.ts), so it renders when the server cannot hand any over.
    'ui.checkout.paymentCancelled',
    'vue.checkout.summaryStep.notification.cartChanged',
    'vue.checkout.notification.sessionExpired',
    'vue.checkout.error.orderAlreadySubmitted',
    'vue.cart.notification.mergeCarts',
    'vue.error.security.valid_token_required',
    'Internal error',
  ],
  /** The shop's frame ((shop)/layout.tsx): the header's search box, the footer's logout. */
  shop: [
    'ui.search.label',
    'ui.search.placeholder',
    'ui.search.submit',
    'ui.search.suggestions',
    'ui.search.suggestionsCount.one',
    'ui.search.suggestionsCount.other',
    'ui.footer.logout',
    // Not the header login flyout's form (components/layout/login-flyout.tsx): it loads the `login`
    // scope when it opens (LOADABLE_SCOPES), the B2B wall gets it from the server; ~1.5 kB less per page.
  ],
  /** Category and search pages: the sort select (its option labels come from the page). */
  listing: ['ui.sort.*'],
  /** The product page: gallery, variant select, buy box. */
  product: [
    'ui.gallery.*',
    'ui.select',
    'ui.product.notAvailable',
    'ui.quantity',
    'ui.quantity.decrease',
    'ui.quantity.increase',
    'ui.buyBox.*',
    'ui.basket.toOrder',
    'ui.toBasket',
    'ui.basket.awaitingPayment',
    // The lightning deal block's quantity and button (components/lightning/lightning-buy-box.tsx).
    'ui.lightning.buy.*',
    ...CART_ERROR_KEYS,
    ...QUANTITY_KEYS,
  ],
  /** The basket: its lines and their quantity fields. */
  basket: [
    'ui.cart.article',
    'ui.cart.total',
    'ui.cart.unitPrice',
    'ui.cart.removing',
    'ui.cart.remove',
    'ui.quantity',
    'ui.quantity.of',
    'ui.quantity.decreaseOf',
    'ui.quantity.increaseOf',
    'ui.product.articleNumberShort',
    'ui.price.insteadOf',
    'ui.articleCount.one',
    'ui.articleCount.other',
    'ui.saving',
    'ui.basket.awaitingPayment',
    // An expired lightning reservation's notice and "Erneut reservieren" (components/lightning/line-lightning.tsx).
    'ui.lightning.basket.*',
    // Vouchers, free articles and the undo row of a removed line (components/cart/voucher-form.tsx, undo-row.tsx).
    'ui.cart.voucher.*',
    'ui.cart.undo.*',
    'ui.cart.freeItem',
    'ui.cart.freeItemOf',
    'vue.cart.notification.restored',
    ...CART_ERROR_KEYS,
    ...QUANTITY_KEYS,
  ],
  /** The order form (/service/orderform): its rows, the lookup's answers, the quantity rules. */
  orderForm: ['ui.orderForm.*', 'tafel.orderForm.*', ...QUANTITY_KEYS],
  /** The rating page (/rating?enc=): the form's labels (its answers come as texts). */
  rating: ['ui.rating.*'],
  /** The login page and the header's login flyout when it opens or is the B2B wall (the form, the answers' errors). */
  login: ['ui.login.submit', ...LOGIN_FIELD_KEYS, ...LOGIN_ANSWER_KEYS],
  /** Every checkout step ((checkout)/layout.tsx): the checkout's messages (answers, guard reasons, field errors). */
  // 'ui.footer.logout': the checkout's footer (components/layout/site-footer.tsx) signs a customer out where the CMS puts a login link.
  checkout: [...(CHECKOUT_MESSAGE_KEYS as readonly ScopeEntry[]), 'ui.form.optional', 'ui.saving', 'ui.footer.logout'],
  /** The checkout's login step. */
  checkoutLogin: [
    'ui.loginStep.existing',
    'ui.loginStep.submit',
    'ui.loginStep.new',
    'ui.loginStep.newText',
    'ui.loginStep.guest',
    'ui.loginStep.register',
    'ui.oneMoment',
    ...LOGIN_FIELD_KEYS,
    'tafel.account.rateLimited',
    'tafel.account.rateLimited.oneMinute',
  ],
  /** The shipping step: addresses, packstation, shippers. */
  checkoutShipping: [
    'ui.address.station',
    'ui.address.salutation',
    'ui.address.noSalutation',
    'ui.address.salutation.Frau',
    'ui.address.salutation.Herr',
    'ui.address.salutation.Divers',
    'ui.address.type',
    'ui.address.private',
    'ui.address.company',
    'ui.address.firstName',
    'ui.address.lastName',
    'ui.address.street',
    'ui.address.addition',
    'ui.address.postcode',
    'ui.address.city',
    'ui.address.country',
    'ui.address.phone',
    'ui.address.phoneHint',
    'ui.address.otherDeliveryEmail',
    'ui.address.deliveryEmailLabel',
    'ui.address.saved',
    'ui.address.guestAddress',
    'ui.address.customerAddress',
    'ui.address.new',
    'ui.address.billing',
    'ui.packstation.*',
    'ui.shipper.*',
    'ui.delivery.*',
    'ui.country.*',
    'ui.shipping.stillSaving',
    'ui.shipping.account',
    'ui.shipping.contact',
    'ui.shipping.emailHint',
    'ui.shipping.passwordHint',
    'ui.shipping.delivery',
    'ui.shipping.where',
    'ui.shipping.reference',
    'ui.shipping.referenceLabel',
    'ui.shipping.referenceHint',
    'ui.shipping.back',
    'ui.shipping.yourBasket',
    ...CREDENTIAL_KEYS,
    'ui.checkout.toPayment',
    'ui.checkout.toSummary',
    'ui.order.yours',
    'ui.cart.articles',
    'ui.totals.total',
    'ui.totals.free',
    'ui.pleaseChoose',
    'ui.articleCount.one',
    'ui.articleCount.other',
  ],
  /** The payment step. */
  checkoutPayment: [
    'ui.payment.title',
    'ui.payment.terms',
    'ui.payment.method',
    'ui.payment.buyerReference',
    'ui.payment.buyerReferenceHint',
    'ui.payment.express',
    'ui.payment.expressText',
    'ui.payment.amazon',
    'ui.payment.back',
    'ui.payment.notes',
    'ui.payment.secure',
    'ui.payment.secureText',
    'ui.checkout.toSummary',
  ],
  /**
   * The return pages (app/(shop)/myaccount/returns): their own texts, the machine's refusal reasons
   * (tafel.returns.reason.*, the upstream's vue.returns.error.*), the upload answers
   * (vue.upload.error.*), the form rules of the lookup and confirm forms, and the salutations.
   */
  returns: [
    'ui.returns.*',
    'tafel.returns.*',
    'vue.returns.error.*',
    'vue.upload.error.*',
    ValidationKeys.required,
    ValidationKeys.emailIncorrect,
    ValidationKeys.maxLength,
    'vue.form.error.phone.incorrect',
    'ui.address.salutation',
    'ui.address.noSalutation',
    'ui.address.salutation.Frau',
    'ui.address.salutation.Herr',
    'ui.address.salutation.Divers',
    'ui.address.firstName',
    'ui.address.lastName',
    'ui.address.phone',
    'ui.login.email',
    'ui.form.optional',
  ],
  /**
   * The account pages ((shop)/myaccount/(account)/layout.tsx): the address book's cards and forms
   * (components/account-orders/address-book.tsx with the checkout's reused address and packstation
   * fields). The other account pages' client components add their texts here.
   */
  account: ['ui.addresses.*', 'ui.address.*', 'ui.packstation.*', 'ui.country.*', 'ui.form.optional', 'ui.saving'],
  /**
   * The account forms outside and inside the account frame (registration, password reset, new
   * password, logout; contact data, password, customer number): their texts, the reused address
   * fields of the registration, and the form rules' messages.
   */
  accountForms: [
    'ui.account.*',
    'ui.address.*',
    'ui.country.*',
    'ui.form.optional',
    'ui.login.email',
    'ui.login.password',
    'ui.login.customerNumber',
    'ui.pleaseChoose',
    ...ACCOUNT_FORM_ANSWER_KEYS,
  ],
  /** The summary: the submit panel, the edit buttons, Amazon Pay's abort. */
  checkoutSummary: ['ui.submit.*', 'tafel.checkout.orderReceived', 'tafel.checkout.orderReceivedHint', 'ui.change', 'ui.payment.amazonAbort', 'ui.confirmation.orderNumber', 'ui.basket.toOrder'],
} satisfies Record<string, readonly ScopeEntry[]>;

export type ClientScope = keyof typeof CLIENT_SCOPES;

/**
 * Scopes a client component may load itself when it needs them (components/i18n/scope-messages-action.ts,
 * named as `scopeMessagesAction('…')`, which client-messages.spec.ts reads as a scope of the route).
 */
export const LOADABLE_SCOPES = ['login'] as const satisfies readonly ClientScope[];
export type LoadableScope = (typeof LOADABLE_SCOPES)[number];
