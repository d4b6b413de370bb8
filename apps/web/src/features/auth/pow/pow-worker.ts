import type { ChallengeValue } from '@gp/contract/session';
import { findNumber } from './find-number';

/** Runs the proof of work off the main thread. */
globalThis.addEventListener('message', (event: MessageEvent<ChallengeValue>) => {
  findNumber(event.data).then(
    (number) => globalThis.postMessage({ number }),
    () => globalThis.postMessage({ number: null }),
  );
});
