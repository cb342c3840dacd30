import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './startServer.ts';

try {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const running = await startServer(config, log);
  log.info({ event: 'server.started', url: running.url }, `Gamevault is serving on port ${config.port}`);

  // One way out: drain, stop GraphQL and the database, exit 0; 1 when the deadline cut requests off.
  // A repeated signal is only logged: the drain has its own deadline, and process managers that
  // send the signal again must not cut answers short (SIGKILL stops at once).
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ event: 'server.stop_pending', signal }, 'Already finishing requests in flight');
      return;
    }
    stopping = true;
    const timeoutMs = config.shutdownTimeoutMs;
    // A process manager's SIGTERM gets the grace for the balancer; Ctrl+C (SIGINT) stops at once.
    const graceMs = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
    log.info({ event: 'server.stopping', signal, graceMs, timeoutMs }, 'Finishing requests in flight');
    // Should stopping GraphQL or the database hang after the drain, the process still ends.
    setTimeout(
      () => {
        log.error({ event: 'server.stop_timeout' }, 'Shutdown did not finish in time');
        process.exit(1);
      },
      graceMs + timeoutMs + 5000,
    ).unref();
    running.close(timeoutMs, graceMs).then(
      ({ drained }) => {
        log.info(
          { event: 'server.stopped', drained },
          drained ? 'Stopped' : 'Stopped, cutting off late requests',
        );
        process.exit(drained ? 0 : 1);
      },
      (error: unknown) => {
        log.error({ event: 'server.stop_failed', err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  const message =
    error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : String(error);
  console.error(`Gamevault could not start: ${message}`);
  process.exit(1);
}
