/** Starting and draining an HTTP server, shared by the API and the website processes. */
import http from 'node:http';
import type { Logger } from '../logging.js';

export async function listen(
  handler: http.RequestListener,
  host: string,
  port: number,
): Promise<http.Server> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** On SIGINT/SIGTERM: stop accepting, let open requests finish, release resources, exit. */
export function closeServerOnSignal(server: http.Server, logger: Logger, release: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.closeIdleConnections();
    server.close(() => {
      release()
        .catch((error: unknown) => logger.error({ err: error }, 'error while releasing resources'))
        .finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
