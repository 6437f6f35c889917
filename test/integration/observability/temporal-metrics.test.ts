import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { pino } from 'pino';
import { taskQueueBacklog, trackQueueDepth } from '../../../src/observability/queue-depth.js';
import { ServiceMetrics } from '../../../src/observability/metrics.js';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../../..');
const address = process.env.TEMPORAL_ADDRESS ?? '';
const namespace = process.env.TEMPORAL_NAMESPACE ?? 'default';

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  return value;
}

describe('Temporal metrics', () => {
  let connection: Connection;
  let client: Client;

  beforeAll(async () => {
    connection = await Connection.connect({ address });
    client = new Client({ connection, namespace });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('reports the backlog of a task queue nobody polls as its queue depth', async () => {
    const taskQueue = `queue-depth-${randomUUID()}`;
    const metrics = new ServiceMetrics();
    trackQueueDepth({
      metrics,
      service: connection.workflowService,
      namespace,
      taskQueues: [taskQueue],
      logger: pino({ level: 'silent' }),
    });
    expect(await taskQueueBacklog(connection.workflowService, namespace, taskQueue)).toEqual({
      workflow: 0,
      activity: 0,
    });
    const handles = await Promise.all(
      [1, 2].map(() =>
        client.workflow.start('unregisteredWorkflow', { taskQueue, workflowId: `queued-${randomUUID()}` }),
      ),
    );
    try {
      const exposition = await eventually(
        () => metrics.registry.metrics(),
        (text) => text.includes(`sds_task_queue_backlog{task_queue="${taskQueue}",kind="workflow"} 2`),
      );
      expect(exposition).toContain(`sds_task_queue_backlog{task_queue="${taskQueue}",kind="workflow"} 2`);
      expect(exposition).toContain(`sds_task_queue_backlog{task_queue="${taskQueue}",kind="activity"} 0`);
    } finally {
      await Promise.all(handles.map((handle) => handle.terminate('test over')));
    }
  });

  it('empties the queue-depth gauge instead of failing the scrape when Temporal cannot answer', async () => {
    const metrics = new ServiceMetrics();
    const unreachable = await Connection.connect({ address });
    await unreachable.close();
    trackQueueDepth({
      metrics,
      service: unreachable.workflowService,
      namespace,
      taskQueues: ['anything'],
      logger: pino({ level: 'silent' }),
    });
    const exposition = await metrics.registry.metrics();
    expect(exposition).not.toMatch(/^sds_task_queue_backlog\{/m);
    expect(exposition).toContain('sds_http_requests_total');
  });

  it("exports the worker SDK's own metrics from the installed runtime", async () => {
    const { stdout } = await run(
      path.join(projectRoot, 'node_modules/.bin/tsx'),
      ['test/support/temporal-runtime-probe.ts', address, namespace, `sdk-metrics-${randomUUID()}`],
      { cwd: projectRoot, timeout: 90_000 },
    );
    expect(stdout).toMatch(/^temporal_worker_start_total\{/m);
    expect(stdout).toMatch(/^temporal_num_pollers\{/m);
  });
});
