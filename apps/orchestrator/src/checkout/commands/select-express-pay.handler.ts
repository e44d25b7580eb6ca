import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AMAZON_PAY_METHOD_ID, type CheckoutEvent } from '@tafel/checkout-machine';
import { SetSelectedPaymentDocument } from '@tafel/graphql-schema/upstream-client';
import { UpstreamClient } from '../../upstream/upstream-client.js';
import type { CheckoutAnswer } from '../checkout-results.js';
import { CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { SelectExpressPayCommand } from './select-express-pay.command.js';
import { ShopperCommandPipeline } from './shopper-command.js';

const SELECT: CheckoutEvent = { type: 'amazon.select' };

/**
 * Express pay is offered only when the upstream lists AMAZONPAY enabled for the cart (activated
 * by amazonPayV2Activation, no blocked article) and the machine allows it (not B2B, not empty,
 * no order yet). The upstream selection comes first, so a refused one changes nothing here.
 */
@CommandHandler(SelectExpressPayCommand)
export class SelectExpressPayHandler implements ICommandHandler<SelectExpressPayCommand> {
  constructor(
    private readonly commands: ShopperCommandPipeline,
    private readonly upstream: CheckoutUpstream,
    private readonly client: UpstreamClient,
  ) {}

  execute(command: SelectExpressPayCommand): Promise<CheckoutAnswer> {
    return this.commands.run({
      name: 'SelectExpressPayCommand',
      cartId: command.cartId,
      shopper: command.shopper,
      guard: () => SELECT,
      run: async (found) => {
        const identity = found.identity();
        const { cartId } = found.checkout.snapshot.context;
        const payment = await this.upstream.paymentInfo(cartId, identity);
        const amazon = payment.paymentMethods.find((method) => method.paymentId === AMAZON_PAY_METHOD_ID);
        if (!amazon?.enabled) return found.refused('AMAZON_PAY_UNAVAILABLE', SELECT);
        const selected = await this.client.request(SetSelectedPaymentDocument, { cartId, paymentId: AMAZON_PAY_METHOD_ID, buyerReference: null }, identity);
        if (!selected.setSelectedPayment.successful) return found.refused('AMAZON_PAY_UNAVAILABLE', SELECT);
        return found.answer(await found.change({ fresh: true, plan: () => [SELECT] }));
      },
    });
  }
}
