/**
 * Ready means ready: /readyz stays 503 while Temporal and the database answer but no worker polls
 * the production lane (a submission would wait unanswered), and turns 200 once a worker polls.
 */
import type { Problem } from '../../../src/api/problem.js';
import { specFetch } from '../../support/openapi.js';
import { eventually } from '../bulk/bulk-calls.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { expectProblem } from './http.js';

// Starting the worker bundles the workflow code: minutes on a loaded 2-core runner.
const WORKER_START_TIMEOUT_MS = 300_000;

describe('readiness of an API whose worker starts late', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApiHarness({ startWorkers: false });
  });

  afterAll(async () => {
    await api?.close();
  });

  it(
    'is not ready until a worker polls the production lane, then ready',
    async () => {
      const early = await specFetch(`${api.baseUrl}/readyz`);
      const problem = (await expectProblem(early, 503, 'service_unavailable')) as Problem & {
        checks: Record<string, string>;
      };
      expect(problem.checks).toEqual({ temporal: 'ok', database: 'ok', workers: 'unavailable' });

      await api.startWorkers();
      const ready = await eventually(async () => {
        const response = await specFetch(`${api.baseUrl}/readyz`);
        const body: unknown = await response.json();
        return response.status === 200 ? body : undefined;
      });
      expect(ready).toEqual({ status: 'ok', checks: { temporal: 'ok', database: 'ok', workers: 'ok' } });
    },
    WORKER_START_TIMEOUT_MS,
  );
});
