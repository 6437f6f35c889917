/**
 * GET /healthz (the process answers) and GET /readyz (Temporal and the database answer, and a worker
 * polls the production lane: before that, a submission would wait unanswered).
 */
import { Router } from '@koa/router';
import { ServiceError } from '../../errors.js';
import type { ApiState } from '../context.js';
import type { ApiDependencies } from '../dependencies.js';

type CheckResult = 'ok' | 'unavailable';

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await probe();
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

export function healthRoutes(deps: Pick<ApiDependencies, 'db' | 'workflows'>): Router<ApiState> {
  const router = new Router<ApiState>();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const [temporal, database, workers] = await Promise.all([
      check(() => deps.workflows.ping()),
      check(() => deps.db.ping()),
      check(() => deps.workflows.assertProductionLanePolled()),
    ]);
    const checks = { temporal, database, workers };
    if (Object.values(checks).some((result) => result !== 'ok')) {
      throw new ServiceError(
        'service_unavailable',
        'A dependency of the service is not reachable, or no worker polls the production lane yet.',
        { checks },
      );
    }
    ctx.body = { status: 'ok', checks };
  });
  return router;
}
