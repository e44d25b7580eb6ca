import { Type } from 'class-transformer';
import { IsArray, IsOptional, IsString, ValidateNested } from 'class-validator';

// Shape of trackEvents' input. Only types here: the batch rules (at most 50 events, id, name,
// payload size and JSON, timestamp) are the shared domain rules, answered as a ValidationError; the
// request's size is bounded by the body limit (GRAPHQL_BODY_LIMIT).

export class TrackingEventDto {
  @IsOptional() @IsString() id?: string | null;
  @IsString() name: string;
  @IsOptional() @IsString() payload?: string | null;
  @IsOptional() @IsString() timestamp?: string | null;
}

export class TrackEventsDto {
  @IsArray() @ValidateNested({ each: true }) @Type(() => TrackingEventDto) events: TrackingEventDto[];
}
