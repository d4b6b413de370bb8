import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { signCall, vendorHeaders } from '../modules/vendors/signing.js';
import { protocolPaths } from '../modules/vendors/wallet-protocol/protocol-schemas.js';
import { testWalletSecrets } from './play-helpers.js';

/**
 * The vendor side of the crash test (modules/wallet/crash.test.ts): workers play rounds over HTTP as
 * the DEMO integration would (a debit of 0.05, then a credit of 0.02 that ends the round), remember
 * every call and its answer, and after the restart replay the acknowledged calls and retry the rest.
 */
interface VendorCall {
  call: 'debit' | 'credit';
  body: Record<string, unknown>;
  ack?: Record<string, unknown>;
}

export const vendorLoad = (opts: { baseUrl: string; memberId: number; nodeId: string }) => {
  const rounds: VendorCall[][] = [];
  const send = async (c: VendorCall) => {
    const raw = JSON.stringify(c.body);
    const timestamp = String(Date.now());
    const res = await fetch(`${opts.baseUrl}${protocolPaths[c.call]}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [vendorHeaders.integration]: 'DEMO',
        [vendorHeaders.timestamp]: timestamp,
        [vendorHeaders.signature]: signCall(testWalletSecrets.DEMO, {
          integration: 'DEMO',
          timestamp,
          rawBody: raw,
        }),
      },
      body: raw,
    });
    const json = (await res.json()) as { value?: Record<string, unknown> };
    if (res.status !== 200) throw new Error(`${c.call} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.value!;
  };
  const calls = () => rounds.flat();
  return {
    /** Plays rounds until `stopped()`; a call cut off by the kill stays without an answer. */
    worker: async (stopped: () => boolean) => {
      while (!stopped()) {
        const roundId = randomUUID();
        const base = { roundId, memberId: opts.memberId, nodeId: opts.nodeId };
        const round: VendorCall[] = [
          { call: 'debit', body: { ...base, transactionId: randomUUID(), amount: '0.05' } },
          {
            call: 'credit',
            body: { ...base, transactionId: randomUUID(), amount: '0.02', roundEnded: true },
          },
        ];
        rounds.push(round);
        for (const c of round) {
          try {
            c.ack = await send(c);
          } catch (error) {
            if (!stopped()) throw error;
            return;
          }
        }
      }
    },
    acked: () => calls().filter((c) => c.ack).length,
    /** Every acknowledged call answers its first answer again, marked as a replay. */
    replayAcknowledged: async () => {
      for (const c of calls().filter((x) => x.ack)) {
        expect(await send(c)).toEqual({ ...c.ack, replayed: true });
      }
    },
    /** Sends every call that had no answer again, each round's debit before its credit. */
    retryUnanswered: async () => {
      for (const round of rounds) for (const c of round) if (!c.ack) c.ack = await send(c);
    },
    totals: () => ({ rounds: rounds.length, booked: calls().length }),
  };
};
