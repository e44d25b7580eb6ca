import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

// Shapes of the returns mutations' inputs: limits that catch what no form sends. What a shopper
// typed (postcode, quantities, contact) is checked afterwards and answered as a ValidationError
// with the spec's keys at the field (returns-validation.ts, and the machine's guards).
const TEXT = 1000;
const text = { message: `$property must be a text of at most ${TEXT} characters` };
const ref = { message: '$property must be a text of at most 128 characters' };

export class ReturnRefDto {
  @IsString(ref) @MaxLength(128, ref) returnId: string;
}

export class ReturnPhotoRefDto extends ReturnRefDto {
  @IsString(ref) @MaxLength(128, ref) photoId: string;
}

export class LookupReturnOrderDto {
  @IsOptional() @IsString(ref) @MaxLength(128, ref) returnId?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) orderId?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) zipCode?: string | null;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) hash?: string | null;
}

export class ReturnItemSelectionDto {
  @IsString(ref) @MaxLength(128, ref) itemId: string;
  @IsInt({ message: '$property must be a whole number' }) quantity: number;
  @IsOptional() @IsString(text) @MaxLength(100, text) reason?: string | null;
  // The machine measures the trimmed comment against 1000 (COMMENT_TOO_LONG, at the field); this only stops floods.
  @IsOptional() @IsString(text) @MaxLength(10_000, { message: '$property must be at most 10000 characters' }) comment?: string | null;
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(200, { each: true }) components?: string[] | null;
}

export class SaveReturnSelectionDto extends ReturnRefDto {
  @IsArray() @ArrayMaxSize(50, { message: '$property must hold at most 50 items' }) @ValidateNested({ each: true }) @Type(() => ReturnItemSelectionDto) items: ReturnItemSelectionDto[];
  @IsOptional() @IsBoolean() done?: boolean | null;
}

export class ChooseReturnRegulationDto extends ReturnRefDto {
  @IsString(text) @MaxLength(100, text) code: string;
  @IsOptional() @IsBoolean() done?: boolean | null;
}

export class ChooseReturnCarrierDto extends ReturnRefDto {
  @IsString(text) @MaxLength(100, text) code: string;
  @IsOptional() @IsInt({ message: '$property must be a whole number' }) labels?: number | null;
  @IsOptional() @IsBoolean() done?: boolean | null;
}

export class EditReturnStepDto extends ReturnRefDto {
  @IsIn(['SELECTION', 'REGULATION', 'CARRIER'], { message: '$property must be SELECTION, REGULATION or CARRIER' }) step: 'SELECTION' | 'REGULATION' | 'CARRIER';
}

export class ReturnContactDto {
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) salutation?: string | null;
  @IsString(text) @MaxLength(TEXT, text) firstName: string;
  @IsString(text) @MaxLength(TEXT, text) lastName: string;
  @IsString(text) @MaxLength(TEXT, text) email: string;
  @IsOptional() @IsString(text) @MaxLength(TEXT, text) phone?: string | null;
}

export class SubmitReturnDto extends ReturnRefDto {
  @ValidateNested() @Type(() => ReturnContactDto) contact: ReturnContactDto;
}
