import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmptyObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { SHOP_ID_PATTERN, SHOP_ID_RULE } from '@tafel/domain';
import { CheckoutAddressDto } from '../common/address-form.dto.js';

// Shapes of the account inputs. Limits here catch what no form sends (1000 characters in a
// name); the forms' own rules (spec §5) are checked after these (customer-forms.ts) and answered
// as ValidationError with the spec's keys.
const TEXT = 1000;
const text = { message: `$property must be a text of at most ${TEXT} characters` };
const int = { message: '$property must be a whole number' };

export class B2bRegistrationDto {
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) customerNumber?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) vatRegistrationNo?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) jobTitleCode?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) primaryIndustryGroupCode?: string | null;
  @IsOptional() @IsInt(int) numberOfEmployees?: number | null;
}

export class RegisterDto {
  @IsIn(['CONSUMER', 'B2B'], { message: '$property must be CONSUMER or B2B' }) kind: 'CONSUMER' | 'B2B';
  @IsString(text) @MaxLength(TEXT, text) email: string;
  @IsString(text) @MaxLength(TEXT, text) password: string;
  @IsString(text) @MaxLength(TEXT, text) passwordRepeat: string;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) phone?: string | null;
  @IsOptional() @IsBoolean() newsletter?: boolean | null;
  @IsOptional() @IsString() @Matches(SHOP_ID_PATTERN, { message: `$property ${SHOP_ID_RULE}` }) cartId?: string | null;
  @IsNotEmptyObject() @ValidateNested() @Type(() => CheckoutAddressDto) address: CheckoutAddressDto;
  @IsOptional() @ValidateNested() @Type(() => B2bRegistrationDto) b2b?: B2bRegistrationDto | null;
}

export class RequestPasswordResetDto {
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) email?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) customerNumber?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) honeypot?: string | null;
  @IsInt(int) counter: number;
}

export class SetNewPasswordDto {
  @IsString(text) @MaxLength(TEXT, text) token: string;
  @IsString(text) @MaxLength(TEXT, text) password: string;
  @IsString(text) @MaxLength(TEXT, text) passwordRepeat: string;
}

export class ChangePasswordDto {
  @IsString(text) @MaxLength(TEXT, text) currentPassword: string;
  @IsString(text) @MaxLength(TEXT, text) newPassword: string;
  @IsString(text) @MaxLength(TEXT, text) newPasswordRepeat: string;
}

export class AccountDataDto {
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) salutation?: string | null;
  @IsString(text) @MaxLength(TEXT, text) firstName: string;
  @IsString(text) @MaxLength(TEXT, text) lastName: string;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) vatRegistrationNo?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) jobTitleCode?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) primaryIndustryGroupCode?: string | null;
  @IsOptional() @IsInt(int) numberOfEmployees?: number | null;
}

export class ChangeEmailDto {
  @IsString(text) @MaxLength(TEXT, text) email: string;
}

export class ChangePhoneDto {
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) phone?: string | null;
}

export class DeleteAccountDto {
  @IsString(text) @MaxLength(TEXT, text) password: string;
}
