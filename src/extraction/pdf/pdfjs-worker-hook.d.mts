import type { LoadHook } from 'node:module';

export function fixPdfjsWorkerSource(source: string): { source: string; missing: number };
export const load: LoadHook;
