import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { orchestratorTypeDefs } from '@tafel/graphql-schema';
import type { Request } from 'express';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { RedisOutage } from '../redis/redis-outage.js';
import { graphQLErrorFormatter } from './error-formatter.js';
import { noStorePlugin } from './no-store.js';
import { GraphqlExceptionFilter } from './graphql-exception.filter.js';
import { costLimitPlugin, limitValidationRules } from './query-limits.js';
import { disconnectGuardPlugin } from './request-guards.js';
import { typeResolvers } from './type-resolvers.js';

/**
 * Largest JSON request body (POST /graphql and every other JSON route), set in createApp. Express's
 * default of 100 KB refused a valid trackEvents batch: 50 events with 8192-byte payloads are 400 KB,
 * up to about 830 KB once JSON.stringify has escaped the payloads' quotes and backslashes. A
 * larger body is answered 413 before any resolver runs, so the limit also bounds what a batched
 * request may hold.
 */
export const GRAPHQL_BODY_LIMIT = '1mb';

/** Schema-first: the SDL in libs/graphql-schema is the contract; resolvers bind to it by name. */
@Module({
  imports: [
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [APP_CONFIG, RedisOutage],
      useFactory: (config: AppConfig, redisOutage: RedisOutage): ApolloDriverConfig => ({
        typeDefs: orchestratorTypeDefs(),
        resolvers: typeResolvers,
        path: '/graphql',
        introspection: !config.isProduction,
        // GraphiQL as landing page in development; Nest installs Apollo's "landing page
        // disabled" plugin when this is false.
        graphiql: !config.isProduction,
        includeStacktraceInErrorResponses: false,
        // Unused surface (the storefront sends whole documents): a hash-only request is refused.
        persistedQueries: false,
        // The storefront's /api/shop/ route batches the browser's operations (spec §7: at most 10;
        // createApp mounts requestShapeLimits in front of Apollo, which has no limit of its own).
        allowBatchedHttpRequests: true,
        // Refused before any resolver runs (config.graphqlLimits): parsing stops at the first token
        // over the limit, so an 850 kB document of aliases costs milliseconds; alias, depth and
        // directive limits run with validation; the cost limit once the operation is known.
        parseOptions: { maxTokens: config.graphqlLimits.maxTokens },
        validationRules: limitValidationRules(config.graphqlLimits),
        // Cache-Control: no-store as before, without a cache policy computed for every field (no-store.ts).
        plugins: [costLimitPlugin(config.graphqlLimits), disconnectGuardPlugin(), ApolloServerPluginCacheControlDisabled(), noStorePlugin()],
        // Keep answering in-flight requests while the app shuts down.
        stopOnApplicationShutdown: true,
        context: ({ req }: { req: Request }) => ({ req }),
        // With introspection off, graphql-js's "Did you mean …" would still reveal schema names: the
        // formatter strips them (not hideSchemaDetailsFromClientErrors, which misses variable errors).
        formatError: graphQLErrorFormatter({ hideSchemaDetails: config.isProduction, redisOutage }),
      }),
    }),
  ],
  providers: [{ provide: APP_FILTER, useClass: GraphqlExceptionFilter }],
})
export class GraphqlModule {}
