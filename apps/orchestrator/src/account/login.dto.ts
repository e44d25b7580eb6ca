import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SHOP_ID_PATTERN, SHOP_ID_RULE } from '@tafel/domain';

const text = { message: '$property must be a text of at most 1000 characters' };

/** Shape of the login input (the form's own rules are checked by loginFormErrors). */
export class LoginDto {
  @IsOptional() @IsString(text) @MaxLength(1000, text) email?: string | null;
  @IsOptional() @IsString(text) @MaxLength(1000, text) customerNumber?: string | null;
  @IsString(text) @MaxLength(1000, text) password: string;
  @IsOptional() @IsString() @Matches(SHOP_ID_PATTERN, { message: `$property ${SHOP_ID_RULE}` }) cartId?: string | null;
  @IsOptional() @IsBoolean() mergeCart?: boolean | null;
  @IsOptional() @IsBoolean() stayLogged?: boolean | null;
}
