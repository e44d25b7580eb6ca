import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

// Shapes of the service forms' inputs: types and outer bounds only (answered BAD_USER_INPUT).
// What a visitor typed (a missing name, a bad e-mail) is checked by the domain's form
// definitions and answered as a ValidationError with the spec's message keys.

/** No field of any form is longer (the longest, a message, takes 2000). */
export const MAX_FORM_VALUE = 10_000;
export const MAX_FORM_NAME = 100;
/**
 * Form and field names are identifiers of our own form definitions: an unknown one is answered
 * by name (fields.<name>), so only identifier characters come back in an answer (no markup, no
 * control characters a client could get echoed).
 */
const FORM_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

export class NewsletterDto {
  @IsString() @MaxLength(1000) email: string;
}

export class FormFieldDto {
  @IsString() @MaxLength(MAX_FORM_NAME) @Matches(FORM_NAME) name: string;
  @IsString() @MaxLength(MAX_FORM_VALUE) value: string;
}

export class FormDto {
  @IsString() @MaxLength(MAX_FORM_NAME) @Matches(FORM_NAME) formId: string;
  // The contract's bound: at most 30 fields.
  @IsArray() @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => FormFieldDto) fields: FormFieldDto[];
}
