/**
 * Run as its own process (Runtime.install is once per process): installs the worker runtime with
 * its metrics exporter, polls an empty task queue for a moment, then prints the SDK's exposition.
 * Usage: tsx test/support/temporal-runtime-probe.ts <temporal address> <namespace> <task queue>
 */
import { NativeConnection, Worker } from '@temporalio/worker';
import { pino } from 'pino';
import { installTemporalRuntime } from '../../src/observability/temporal-runtime.js';

const [address, namespace, taskQueue] = process.argv.slice(2);
if (!address || !namespace || !taskQueue) throw new Error('usage: <address> <namespace> <task queue>');

const sdkMetrics = await installTemporalRuntime(pino({ level: 'silent' }));
const connection = await NativeConnection.connect({ address });
const worker = await Worker.create({
  connection,
  namespace,
  taskQueue,
  activities: { noop: async () => {} },
});
await worker.runUntil(new Promise((resolve) => setTimeout(resolve, 1_500)));
// Read before closing the connection: the runtime (and its exporter) stops with its last user.
const exposition = await sdkMetrics();
await connection.close();
process.stdout.write(exposition);
