import type { FastifyInstance } from 'fastify';
import type { ContractSettlement } from './settlement.js';

/** How often a process looks for periods to settle (real-time salary periods are 5 minutes). */
const tickMs = 30_000;

/**
 * Runs the settlement pass on a timer (CONTRACT_SETTLEMENT=true), and once at start for periods that
 * ended while no process was up. Passes never overlap in one process; several processes may run it
 * at once (the settlement rows decide who pays).
 */
export const registerSettlementScheduler = (app: FastifyInstance, settlement: ContractSettlement) => {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    running ??= settlement
      .settleDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'contract settlement pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', (done) => {
    void pass();
    timer = setInterval(() => void pass(), tickMs);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};
