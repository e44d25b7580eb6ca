import { ConfigError, loadConfig, type UpstreamConfig } from './config.js';
import { createUpstreamServer } from './server.js';

function configOrExit(): UpstreamConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[upstream-shop] invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
const upstream = await createUpstreamServer({ ...config, log: config.logRequests ? (line) => console.log(`[upstream-shop] ${line}`) : undefined }).catch(
  (error: NodeJS.ErrnoException) => {
    // Usually EADDRINUSE: another upstream-shop (or anything else) already has the port.
    console.error(`[upstream-shop] cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message} (set UPSTREAM_PORT to another port)`);
    process.exit(1);
  },
);
// No mail goes out: the reset e-mail's link is printed instead, so a developer can follow it.
upstream.stores.account.resets.onMail = (customerId, token) =>
  console.log(`[upstream-shop] password-reset e-mail to ${customerId}: /myaccount/newpassword?token=${encodeURIComponent(token)}`);
upstream.stores.mailbox.onMail = (mail) =>
  console.log(`[upstream-shop] ${mail.kind} e-mail to ${mail.to}: ${mail.subject}${mail.path ? ` ${upstream.url}${mail.path}` : ''}`);
console.log(`[upstream-shop] listening on ${upstream.url} (GraphQL ${upstream.url}/api/shop/, token ${upstream.url}/oauth/token${config.faultsEnabled ? ', faults /__faults' : ''})`);

let stopping = false;
const stop = (signal: NodeJS.Signals): void => {
  if (stopping) return;
  stopping = true;
  console.log(`[upstream-shop] ${signal} received, shutting down`);
  upstream.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[upstream-shop] shutdown failed:', error);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
