import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { FORM_TYPES } from '@tafel/domain';

// The address form's shape (CheckoutAddressInput), shared by the checkout's shipping step and the
// account's registration. Limits here catch what no form sends (1000 characters in a name); the
// form's own rules (spec §5) are checked after these.
const TEXT = 1000;
const text = { message: `$property must be a text of at most ${TEXT} characters` };

export class CheckoutAddressDto {
  @IsIn(FORM_TYPES, { message: '$property must be companyOrSchool or private' }) formType: 'companyOrSchool' | 'private';
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) company?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) salutation?: string | null;
  @IsString(text) @MaxLength(TEXT, text) firstName: string;
  @IsString(text) @MaxLength(TEXT, text) lastName: string;
  @IsString(text) @MaxLength(TEXT, text) streetAndNumber: string;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) addition?: string | null;
  @IsString(text) @MaxLength(TEXT, text) postcode: string;
  @IsString(text) @MaxLength(TEXT, text) city: string;
  @IsString(text) @MaxLength(TEXT, text) country: string;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) phone?: string | null;
  @IsOptional() @IsBoolean() hasDeliveryEmail?: boolean | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) deliveryEmail?: string | null;
}
