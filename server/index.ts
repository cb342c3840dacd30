import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './startServer.ts';

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const running = await startServer(config, log);
  log.info({ event: 'server.started', url: running.url }, `Gamevault is serving on port ${config.port}`);
  const stop = (signal: string) => {
    log.info({ event: 'server.stopping', signal }, 'Finishing requests in flight');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  const message =
    error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error);
  console.error(`Gamevault could not start: ${message}`);
  process.exit(1);
}
