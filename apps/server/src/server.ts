import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { startSummary } from './start-checks.js';

const config = loadConfigOrExit();

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
app.log.info(startSummary(config), 'server starting');

const shutdown = (signal: NodeJS.Signals) => {
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('graceful shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
