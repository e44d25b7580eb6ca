import { Injectable } from '@nestjs/common';
import type { VoucherInput, VoucherResult } from '@tafel/graphql-schema/orchestrator-resolvers';
import { requireSafeId } from '../common/ids.js';
import { CartService, type CartVisitor } from './cart.service.js';
import { voucherCodeFrom, voucherRejection } from './voucher-code.js';
import { VoucherLimits } from './voucher-limits.js';

/** Vouchers on the cart (upstream cart_update addVoucher / removeVoucher), applying limited per visitor and address. */
@Injectable()
export class CartVoucherService {
  constructor(
    private readonly carts: CartService,
    private readonly limits: VoucherLimits,
  ) {}

  /**
   * Every attempt counts before anything is asked (a malformed code too: it is a guess like any
   * other); an accepted code is taken back, so a shopper's own vouchers never use up the window.
   */
  async apply(input: VoucherInput, visitor: CartVisitor, address: string | null): Promise<VoucherResult> {
    requireSafeId('cartId', input.cartId);
    const admission = await this.limits.admit(visitor.userId, address);
    if ('__typename' in admission) return admission;
    const code = voucherCodeFrom(input.code);
    if (!code.ok) return code.result;
    const result = await this.send(input.cartId, { addVoucher: { code: code.code } }, visitor);
    // Best effort: a count not taken back only shortens this visitor's window.
    if (result.__typename === 'CartUpdated') await admission.takeBack().catch(() => undefined);
    return result;
  }

  async remove(input: VoucherInput, visitor: CartVisitor): Promise<VoucherResult> {
    requireSafeId('cartId', input.cartId);
    const code = voucherCodeFrom(input.code);
    if (!code.ok) return code.result;
    return this.send(input.cartId, { removeVoucher: { code: code.code } }, visitor);
  }

  private async send(cartId: string, op: { addVoucher: { code: string } } | { removeVoucher: { code: string } }, visitor: CartVisitor): Promise<VoucherResult> {
    // A voucher belongs to the cart it was typed for: a lost cart is not replaced for it.
    const result = await this.carts.update(visitor, { cartId, ops: [op], movesToNewCart: false, lineOf: () => undefined });
    if (result.__typename === 'CartUpdateRejectedError') return voucherRejection(result) ?? result;
    return result;
  }
}
