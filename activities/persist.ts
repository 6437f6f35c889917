/** Small activities that move an extraction record through its states. */
import type { ExtractionFailure } from '../src/storage/repositories/extractions.js';
import type { ActivityDependencies } from './dependencies.js';

export function createPersistActivities({ db }: Pick<ActivityDependencies, 'db'>) {
  return {
    async recordRunning(requestId: string): Promise<void> {
      await db.extractions.markRunning(requestId);
    },
    async recordFailure(failure: ExtractionFailure & { requestId: string }): Promise<void> {
      await db.extractions.fail(failure.requestId, { code: failure.code, message: failure.message });
    },
  };
}
