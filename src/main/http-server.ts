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

/**
 * On SIGINT/SIGTERM: stop accepting connections, let open requests finish for up to `drainMs`
 * (then close what is left), release resources, exit 0. Answers sent while draining close their
 * keep-alive connection, so clients reconnect to another instance instead of to this one.
 */
export function closeServerOnSignal(
  server: http.Server,
  logger: Logger,
  release: () => Promise<void>,
  { drainMs }: { drainMs: number },
): void {
  const open = new Set<http.ServerResponse>();
  let stopping = false;
  server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close');
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, open_requests: open.size, drain_ms: drainMs }, 'shutting down: draining requests');
    for (const response of open) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    const deadline = setTimeout(() => {
      logger.warn({ open_requests: open.size }, 'drain deadline reached: closing the remaining connections');
      server.closeAllConnections();
    }, drainMs);
    server.close(() => {
      clearTimeout(deadline);
      logger.info('requests drained');
      release()
        .catch((error: unknown) => logger.error({ err: error }, 'error while releasing resources'))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
