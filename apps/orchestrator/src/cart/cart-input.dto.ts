import { IsInt, IsString, Matches } from 'class-validator';
import type { ValidationArguments } from 'class-validator';
import { SHOP_ID_PATTERN } from '@tafel/domain';
import { unsafeIdMessage } from '../common/ids.js';

// Class-validator shapes of the cart mutations' inputs. Quantity bounds are not repeated here:
// they are the domain rule checkQuantity (libs/domain), applied after these checks.

// A function, not class-validator's '$value' placeholder: that echoes the whole value (a
// 100,000-character id came back as a 205 kB error).
const id = { message: (args: ValidationArguments) => unsafeIdMessage(args.property, args.value) };

export class AddToCartDto {
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) cartId: string;
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) itemId: string;
  @IsInt({ message: 'quantity must be a whole number' }) quantity: number;
}

export class ChangeCartLineQuantityDto {
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) cartId: string;
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) lineId: string;
  @IsInt({ message: 'quantity must be a whole number' }) quantity: number;
}

export class RemoveCartLineDto {
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) cartId: string;
  @IsString(id) @Matches(SHOP_ID_PATTERN, id) lineId: string;
}
