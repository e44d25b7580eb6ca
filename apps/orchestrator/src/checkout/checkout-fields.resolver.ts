import { Inject } from '@nestjs/common';
import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AMAZON_PAY_METHOD_ID } from '@tafel/checkout-machine';
import { hasMultipleShippers, showsShippingCost, toCents } from '@tafel/domain';
import type {
  CartResult,
  CheckoutAddress,
  CheckoutOrderSummary,
  CheckoutPaymentDetails,
  CheckoutShippingDetails,
  CustomerSession,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import { GetBillingAddressesDocument, GetShippingAddressesDocument, type UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';
import { cartNotFound, toCart } from '../cart/index.js';
import { AppError } from '../common/app-error.js';
import { moneyFromAmount } from '../common/shop-mapping.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LightningSwitch } from '../lightning/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { CheckoutAccess } from './checkout-access.js';
import type { CheckoutView } from './checkout-view.js';
import { shopperFrom } from '../request/index.js';
import { toCheckoutAddress } from '../common/address-mapping.js';
import { cartFingerprint, CheckoutUpstream } from './upstream/checkout-upstream.js';

/**
 * The Checkout fields read from the upstream, only when a client asks for them: the shipping
 * step's shippers, fields and addresses, the payment methods, the cart and its fingerprint,
 * and the thank-you data of a placed order.
 */
@Resolver('Checkout')
export class CheckoutFieldsResolver {
  constructor(
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: CheckoutAccess,
    private readonly lightning: LightningSwitch,
  ) {}

  /** A guest session kept for an answer that may have been lost (one Redis read; only for the checkout's owner). */
  @ResolveField('keptSession')
  keptSession(@Parent() view: CheckoutView, @Context('req') req: Request): Promise<CustomerSession | null> {
    return this.access.keptGuestSession(view.source.checkout, this.access.identified(shopperFrom(req)));
  }

  /** One upstream cart read per Checkout answer, shared by `cart` and `cartFingerprint`. */
  private cartOf(view: CheckoutView): Promise<UpstreamCartFragment> {
    view.source.cart ??= this.upstream.cart(view.cartId, view.source.identity);
    return view.source.cart;
  }

  @ResolveField('cart')
  async cart(@Parent() view: CheckoutView): Promise<CartResult> {
    try {
      const [cart, lightningOn] = await Promise.all([this.cartOf(view), this.lightning.isOn(view.source.identity.site)]);
      return toCart(cart, lightningOn);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return cartNotFound(error.message);
      throw error;
    }
  }

  @ResolveField('cartFingerprint')
  async cartFingerprint(@Parent() view: CheckoutView): Promise<string> {
    return cartFingerprint(await this.cartOf(view));
  }

  @ResolveField('shippingDetails')
  async shippingDetails(@Parent() view: CheckoutView): Promise<CheckoutShippingDetails> {
    const { identity, checkout } = view.source;
    view.source.shippingStep ??= this.upstream.shippingStep(view.cartId, identity);
    const [details, billing, shipping] = await Promise.all([
      view.source.shippingStep,
      this.addressBook(view, 'billing'),
      this.addressBook(view, 'shipping'),
    ]);
    const { context } = checkout.snapshot;
    return {
      shippers: details.shippers.map((s) => ({
        code: s.code,
        name: s.name,
        enabled: s.enabled,
        selected: s.selected,
        costs: moneyFromAmount(s.costs.amount),
        showCosts: showsShippingCost(toCents(s.costs.amount)),
        info: s.info,
        reasonCode: s.reasonCode,
      })),
      multipleShippers: hasMultipleShippers(details.shippers),
      deliveryCountry: details.deliveryCountry,
      billingAddress: details.billingAddress ? toCheckoutAddress(details.billingAddress) : null,
      deliveryAddress: details.shippingAddress ? toCheckoutAddress(details.shippingAddress) : null,
      speditionRequired: details.speditionRequired,
      speditionFields: details.speditionsFields,
      orderReferenceEnabled: details.orderReferenceEnabled,
      orderReference: details.orderReference,
      billingAddresses: context.session === 'loggedOut' ? [] : billing,
      shippingAddresses: context.session === 'loggedOut' ? [] : shipping,
    };
  }

  @ResolveField('paymentDetails')
  async paymentDetails(@Parent() view: CheckoutView): Promise<CheckoutPaymentDetails> {
    const info = await this.upstream.paymentInfo(view.cartId, view.source.identity);
    const amazon = info.paymentMethods.find((m) => m.paymentId === AMAZON_PAY_METHOD_ID);
    return {
      methods: info.paymentMethods
        // Express pay is its own button (spec §4), not one of the payment step's methods.
        .filter((m) => m.paymentId !== AMAZON_PAY_METHOD_ID)
        .map((m) => ({
          paymentId: m.paymentId,
          displayName: m.displayName,
          description: m.description,
          selected: m.selected,
          enabled: m.enabled,
          prepaid: m.prepaid,
          buyerReference: m.buyerReference,
          // Logos are paths on the upstream's host, like its payment pages: the browser needs the whole URL.
          iconUrl: m.icon.src.startsWith('/') ? `${this.config.upstreamUrl}${m.icon.src}` : m.icon.src,
          iconAlt: m.icon.alt,
          label: m.label,
        })),
      selectedPaymentId: info.selectedPaymentId,
      termsOfPayment: info.termsOfPayment,
      expressPayAvailable: !view.isB2b && (amazon?.enabled ?? false),
    };
  }

  @ResolveField('order')
  async order(@Parent() view: CheckoutView): Promise<CheckoutOrderSummary | null> {
    if (!view.orderId) return null;
    const data = await this.upstream.thankYou(view.orderId, view.source.identity);
    return {
      orderId: data.orderId,
      orderedAt: data.orderedAt,
      email: data.email,
      paymentMethod: data.paymentMethod,
      paymentMethodName: data.paymentMethodName,
      total: moneyFromAmount(data.totalAmount.amount),
      shippingCost: moneyFromAmount(data.shippingCost.amount),
      shipperName: data.shipperName,
      deliveryAddress: toCheckoutAddress(data.deliveryAddress),
      billingAddress: toCheckoutAddress(data.billingAddress),
      orderReference: data.orderReference,
      lines: data.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        variationText: item.variationText,
        quantity: item.quantity,
        unitPrice: moneyFromAmount(item.unitPrice.amount),
        totalPrice: moneyFromAmount(item.totalPrice.amount),
      })),
    };
  }

  private async addressBook(view: CheckoutView, kind: 'billing' | 'shipping'): Promise<CheckoutAddress[]> {
    const { identity } = view.source;
    if (!identity.jwt || view.session === 'loggedOut') return [];
    const list =
      kind === 'billing'
        ? (await this.client.request(GetBillingAddressesDocument, {}, identity)).getBillingAddresses
        : (await this.client.request(GetShippingAddressesDocument, {}, identity)).getShippingAddresses;
    return list.map(toCheckoutAddress);
  }
}
