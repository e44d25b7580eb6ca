import { type ArgumentsHost, Catch } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';

/**
 * Hands resolver errors to Apollo untouched, so formatGraphQLError is the single place that
 * codes and logs them (Nest would otherwise log every expected upstream failure with a stack).
 * HTTP routes keep Nest's default handling.
 */
@Catch()
export class GraphqlExceptionFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<GqlContextType>() === 'graphql') return exception;
    return super.catch(exception, host);
  }
}
