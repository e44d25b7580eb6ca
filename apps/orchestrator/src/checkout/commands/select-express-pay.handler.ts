import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AMAZON_PAY_METHOD_ID, whyNot, type CheckoutEvent } from '@tafel/checkout-machine';
import type { CheckoutAnswer } from '../checkout-results.js';
import { SetSelectedPaymentDocument } from '@tafel/graphql-schema/upstream-client';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import { CheckoutAccess } from '../checkout-access.js';
import { checkoutNotFound, checkoutRefused } from '../checkout-results.js';
import { CheckoutRunner } from '../runner/checkout-runner.js';
import { CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { SelectExpressPayCommand } from './select-express-pay.command.js';
import { sendShopperEvents } from './shopper-event.js';

const SELECT: CheckoutEvent = { type: 'amazon.select' };

/**
 * Express pay is offered only when the upstream lists AMAZONPAY enabled for the cart (activated
 * by amazonPayV2Activation, no blocked article) and the machine allows it (not B2B, not empty,
 * no order yet). The upstream selection comes first, so a refused one changes nothing here.
 */
@CommandHandler(SelectExpressPayCommand)
export class SelectExpressPayHandler implements ICommandHandler<SelectExpressPayCommand> {
  constructor(
    private readonly access: CheckoutAccess,
    private readonly runner: CheckoutRunner,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
  ) {}

  async execute(command: SelectExpressPayCommand): Promise<CheckoutAnswer> {
    const shopper = this.access.identified(command.shopper);
    const checkout = await this.access.find(command.cartId, shopper);
    if (checkout === null) return checkoutNotFound(command.cartId);
    const view = () => this.access.view(checkout, shopper);
    const refusal = whyNot(checkout.snapshot, SELECT);
    if (refusal !== null) return checkoutRefused(view(), refusal, SELECT);
    const identity = this.access.identity(checkout, shopper);
    const { cartId } = checkout.snapshot.context;
    const payment = await this.upstream.paymentInfo(cartId, identity);
    const amazon = payment.paymentMethods.find((method) => method.paymentId === AMAZON_PAY_METHOD_ID);
    if (!amazon?.enabled) return checkoutRefused(view(), 'AMAZON_PAY_UNAVAILABLE', SELECT);
    const selected = await this.client.request(SetSelectedPaymentDocument, { cartId, paymentId: AMAZON_PAY_METHOD_ID, buyerReference: null }, identity);
    if (!selected.setSelectedPayment.successful) return checkoutRefused(view(), 'AMAZON_PAY_UNAVAILABLE', SELECT);
    return sendShopperEvents(this.access, this.runner, 'SelectExpressPayCommand', command.cartId, shopper, () => [SELECT]);
  }
}
