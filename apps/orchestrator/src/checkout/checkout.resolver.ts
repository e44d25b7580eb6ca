import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CHECKOUT_STEP_BUDGET } from '@tafel/checkout-machine';
import type {
  CheckoutLoginInput,
  CheckoutRefInput,
  ChooseCheckoutLoginOptionInput,
  CompleteExpressPayInput,
  ConfirmPaymentReturnInput,
  SaveShippingStepInput,
  SelectCheckoutPaymentInput,
  SubmitOrderInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { Request } from 'express';
import type { CheckoutAnswer, LoginAnswer, SaveShippingAnswer, SelectPaymentAnswer, SubmitAnswer } from './checkout-results.js';
import { namedClientAddress } from '../common/client-address.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { shopperFrom, validatedInput } from '../request/index.js';
import { AbortExpressPayCommand } from './commands/abort-express-pay.command.js';
import { CheckoutLoginCommand } from './commands/checkout-login.command.js';
import { ChooseLoginOptionCommand } from './commands/choose-login-option.command.js';
import { CompleteExpressPayCommand } from './commands/complete-express-pay.command.js';
import { ConfirmPaymentReturnCommand } from './commands/confirm-payment-return.command.js';
import { EditPaymentCommand } from './commands/edit-payment.command.js';
import { EditShippingCommand } from './commands/edit-shipping.command.js';
import { RetryOrderSubmissionCommand } from './commands/retry-order-submission.command.js';
import { RetryPaymentCommand } from './commands/retry-payment.command.js';
import { CancelPaymentCommand } from './commands/cancel-payment.command.js';
import { SaveShippingStepCommand } from './commands/save-shipping-step.command.js';
import { SelectExpressPayCommand } from './commands/select-express-pay.command.js';
import { SelectPaymentCommand } from './commands/select-payment.command.js';
import { StartCheckoutCommand } from './commands/start-checkout.command.js';
import { SubmitOrderCommand } from './commands/submit-order.command.js';
import { GetCheckoutQuery } from './queries/get-checkout.query.js';
import { limitRequestTime } from '../upstream/request-signal.js';
import {
  CheckoutLoginDto,
  CheckoutRefDto,
  ChooseLoginOptionDto,
  CompleteExpressPayDto,
  ConfirmPaymentReturnDto,
  SaveShippingStepDto,
  SelectPaymentDto,
  SubmitOrderDto,
} from './checkout-input.dto.js';

/**
 * The checkout area of the API: every field turns into one command or query (CQRS). Each answers
 * within CHECKOUT_STEP_BUDGET.answerMs, before the storefront's 5 s run out: its upstream calls
 * (and those of the answer's fields) get at most the time left. The shipping save has its own,
 * longer budget (SHIPPING_SAVE_BUDGET) and goes on past its answer.
 */
@Resolver()
export class CheckoutResolver {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query('checkout')
  checkout(@Args('cartId') cartId: string, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    const { cartId: id } = validatedInput(CheckoutRefDto, { cartId });
    return this.queries.execute(new GetCheckoutQuery(id, shopperFrom(req)));
  }

  @Mutation('startCheckout')
  startCheckout(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new StartCheckoutCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('chooseCheckoutLoginOption')
  chooseCheckoutLoginOption(@Args('input') input: ChooseCheckoutLoginOptionInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    const valid = validatedInput(ChooseLoginOptionDto, input);
    return this.commands.execute(new ChooseLoginOptionCommand(valid.cartId, shopperFrom(req), valid.option));
  }

  @Mutation('checkoutLogin')
  checkoutLogin(@Args('input') input: CheckoutLoginInput, @Context('req') req: Request): Promise<LoginAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new CheckoutLoginCommand(validatedInput(CheckoutLoginDto, input), shopperFrom(req), namedClientAddress(req, this.config.support.internalApiSecret)));
  }

  @Mutation('saveShippingStep')
  saveShippingStep(@Args('input') input: SaveShippingStepInput, @Context('req') req: Request): Promise<SaveShippingAnswer> {
    return this.commands.execute(new SaveShippingStepCommand(validatedInput(SaveShippingStepDto, input), shopperFrom(req)));
  }

  @Mutation('selectCheckoutPayment')
  selectCheckoutPayment(@Args('input') input: SelectCheckoutPaymentInput, @Context('req') req: Request): Promise<SelectPaymentAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new SelectPaymentCommand(validatedInput(SelectPaymentDto, input), shopperFrom(req)));
  }

  @Mutation('selectExpressPay')
  selectExpressPay(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new SelectExpressPayCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('abortExpressPay')
  abortExpressPay(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new AbortExpressPayCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('submitOrder')
  submitOrder(@Args('input') input: SubmitOrderInput, @Context('req') req: Request): Promise<SubmitAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new SubmitOrderCommand(validatedInput(SubmitOrderDto, input), shopperFrom(req)));
  }

  @Mutation('retryOrderSubmission')
  retryOrderSubmission(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<SubmitAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new RetryOrderSubmissionCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('retryCheckoutPayment')
  retryCheckoutPayment(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new RetryPaymentCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('cancelCheckoutPayment')
  cancelCheckoutPayment(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new CancelPaymentCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('editCheckoutShipping')
  editCheckoutShipping(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new EditShippingCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('editCheckoutPayment')
  editCheckoutPayment(@Args('input') input: CheckoutRefInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    return this.commands.execute(new EditPaymentCommand(validatedInput(CheckoutRefDto, input).cartId, shopperFrom(req)));
  }

  @Mutation('completeExpressPay')
  completeExpressPay(@Args('input') input: CompleteExpressPayInput, @Context('req') req: Request) {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    const valid = validatedInput(CompleteExpressPayDto, input);
    return this.commands.execute(new CompleteExpressPayCommand(valid.cartId, shopperFrom(req), valid.checkoutSessionId));
  }

  @Mutation('confirmPaymentReturn')
  confirmPaymentReturn(@Args('input') input: ConfirmPaymentReturnInput, @Context('req') req: Request): Promise<CheckoutAnswer> {
    limitRequestTime(CHECKOUT_STEP_BUDGET.answerMs);
    const valid = validatedInput(ConfirmPaymentReturnDto, input);
    return this.commands.execute(new ConfirmPaymentReturnCommand(valid.cartId, shopperFrom(req), valid.orderId));
  }
}
