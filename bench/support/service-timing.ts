import type { Ctx } from '../../apps/api/src/lib/context';
import { tenantScope } from '../../apps/api/src/lib/scope';

/** A manager of the company with telematics, as a service call's caller in a bench. */
export const benchCtx = (companyId: number): Ctx => ({
  userId: 0,
  scope: tenantScope(companyId),
  roles: ['MANAGER'],
  features: ['telematics_integration'],
  sessionId: 'bench',
  ip: '127.0.0.1',
  requestId: 'bench',
});

/** Median and p95 in ms of `runs` calls of `once` (given the run's number), after two warm-up calls. */
export async function timeCalls(runs: number, once: (i: number) => Promise<unknown>) {
  await once(0);
  await once(1);
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once(i);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)]!, p95: ms[Math.floor(ms.length * 0.95)]! };
}
