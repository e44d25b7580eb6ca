// Front door of graphql/: the GraphQL module and the request guards the app mounts.
export { GRAPHQL_BODY_LIMIT, GraphqlModule } from './graphql.module.js';
export { abortOnDisconnect, requestShapeLimits } from './request-guards.js';
