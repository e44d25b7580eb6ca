import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CheckoutAccess } from '../checkout-access.js';
import { checkoutNotFound, type CheckoutAnswer } from '../checkout-results.js';
import { GetCheckoutQuery } from './get-checkout.query.js';

@QueryHandler(GetCheckoutQuery)
export class GetCheckoutHandler implements IQueryHandler<GetCheckoutQuery> {
  constructor(private readonly access: CheckoutAccess) {}

  async execute({ cartId, shopper: anyShopper }: GetCheckoutQuery): Promise<CheckoutAnswer> {
    const shopper = this.access.identified(anyShopper);
    const checkout = await this.access.find(cartId, shopper);
    return checkout === null ? checkoutNotFound(cartId) : this.access.view(checkout, shopper);
  }
}
