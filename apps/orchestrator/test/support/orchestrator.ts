import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { USER_ID_HEADER } from '../../src/upstream/upstream-client.js';

export interface GraphQLAnswer<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string; messageKey?: string } }[];
}

export interface TestOrchestrator {
  app: INestApplication;
  url: string;
  config: AppConfig;
  /** `as`: a user id (X-iSHOP-API-USERID), or the request headers to send. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, as?: string | Record<string, string>): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

/** The real app (same createApp as main.ts) on a free port, against real Redis and upstream. */
export async function startOrchestrator(env: Record<string, string>): Promise<TestOrchestrator> {
  const config = loadConfig({ LOG_LEVEL: 'error', NODE_ENV: 'test', ...env });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    url,
    config,
    async graphql(query, variables, as) {
      const extra = typeof as === 'string' ? { [USER_ID_HEADER]: as } : (as ?? {});
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...extra },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    close: () => app.close(),
  };
}
