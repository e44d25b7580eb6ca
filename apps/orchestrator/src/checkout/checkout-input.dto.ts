import { Type } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { DELIVERY_TYPES, SHOP_ID_PATTERN, SHOP_ID_RULE } from '@tafel/domain';
import { CheckoutAddressDto } from '../common/address-form.dto.js';

// Shapes of the checkout mutations' inputs. Limits here catch what no form sends (1000
// characters in a name); the shop's own field rules (spec §5) are checked after these.
const id = { message: `$property ${SHOP_ID_RULE}` };
const TEXT = 1000;
const text = { message: `$property must be a text of at most ${TEXT} characters` };

export class CheckoutRefDto {
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) cartId: string;
}

export class ChooseLoginOptionDto extends CheckoutRefDto {
  @IsIn(['guest', 'register'], { message: '$property must be guest or register' }) option: 'guest' | 'register';
}

export class CheckoutLoginDto extends CheckoutRefDto {
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) email?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) customerNumber?: string | null;
  @IsString(text) @MaxLength(TEXT, text) password: string;
  @IsOptional() @IsBoolean() stayLogged?: boolean | null;
}

export class CheckoutPackstationDto {
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) salutation?: string | null;
  @IsString(text) @MaxLength(TEXT, text) firstName: string;
  @IsString(text) @MaxLength(TEXT, text) lastName: string;
  @IsString(text) @MaxLength(TEXT, text) postNumber: string;
  @IsString(text) @MaxLength(TEXT, text) packstation: string;
  @IsString(text) @MaxLength(TEXT, text) postcode: string;
  @IsString(text) @MaxLength(TEXT, text) city: string;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) country?: string | null;
}

export class SpeditionFieldDto {
  @IsString(text) @MaxLength(100, text) fieldName: string;
  @IsString(text) @MaxLength(TEXT, text) fieldValue: string;
}

export class SaveShippingStepDto extends CheckoutRefDto {
  @IsIn(DELIVERY_TYPES, { message: '$property must be sameAsBilling, shippingAddress or packstation' }) deliveryType: 'sameAsBilling' | 'shippingAddress' | 'packstation';
  @IsOptional() @IsString(id) @Matches(SHOP_ID_PATTERN, id) billingAddressId?: string | null;
  @IsOptional() @ValidateNested() @Type(() => CheckoutAddressDto) billingAddress?: CheckoutAddressDto | null;
  @IsOptional() @IsString(id) @Matches(SHOP_ID_PATTERN, id) shippingAddressId?: string | null;
  @IsOptional() @ValidateNested() @Type(() => CheckoutAddressDto) shippingAddress?: CheckoutAddressDto | null;
  @IsOptional() @IsString(id) @Matches(SHOP_ID_PATTERN, id) packstationId?: string | null;
  @IsOptional() @ValidateNested() @Type(() => CheckoutPackstationDto) packstation?: CheckoutPackstationDto | null;
  @IsOptional() @IsString(text) @Matches(/^[a-z0-9_-]{1,30}$/, { message: '$property must be a shipper code such as dhl' }) shipperCode?: string | null;
  @IsOptional() @ArrayMaxSize(20, { message: '$property must hold at most 20 fields' }) @ValidateNested({ each: true }) @Type(() => SpeditionFieldDto) speditionFields?: SpeditionFieldDto[] | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) orderReference?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) email?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) password?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) phone?: string | null;
}

export class SelectPaymentDto extends CheckoutRefDto {
  @IsString(text) @Matches(/^[A-Z0-9_]{0,40}$/, { message: '$property must be a payment id such as INVOICE' }) paymentId: string;
  @IsOptional() @IsString(text) @MaxLength(100, text) buyerReference?: string | null;
}

export class SubmitOrderDto extends CheckoutRefDto {
  @IsString(text) @Matches(SHOP_ID_PATTERN, { message: '$property must be the checkout\'s cartFingerprint' }) expectedCartFingerprint: string;
  @IsOptional() @IsString(text) @MaxLength(5000, text) comment?: string | null;
  @IsOptional() @IsBoolean() newsletter?: boolean | null;
  /** Checkout.cartChangeNotice.id as the summary showed it (issue 26). */
  @IsOptional() @IsString(id) @Matches(SHOP_ID_PATTERN, id) seenCartChangeId?: string | null;
}

export class ConfirmPaymentReturnDto extends CheckoutRefDto {
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) orderId: string;
}

export class CompleteExpressPayDto extends CheckoutRefDto {
  @IsString(text) @MaxLength(100, text) checkoutSessionId: string;
}
