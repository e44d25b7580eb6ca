import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.js';
import { loadConfigOrExit } from './config/config.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  try {
    const app = await createApp(config);
    // SIGTERM/SIGINT close the app: HTTP server drained, GraphQL stopped, Redis quit.
    app.enableShutdownHooks();
    await app.listen(config.port, config.host);
    const url = await app.getUrl();
    new Logger('Orchestrator').log(`Listening on ${url} (GraphQL ${url}/graphql, health ${url}/healthz)`);
  } catch (error) {
    console.error(`Orchestrator failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

await main();
