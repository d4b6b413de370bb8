import type { LoginChallengeValue } from '@gp/contract/session';
import { lazy, Suspense } from 'react';
import { LoadingRows } from '../../../components/data-table';
import { withWholePack } from '../../../i18n/i18n';
import { loadChunk } from '../../../lib/load-chunk';
import { secondFactorPack } from '../../second-factor/i18n/packs';
import type { LoginInput, LoginOutcome } from '../login-flow';

/** A login the server answered with `login_2fa`: its challenge and the login to finish. */
export interface PendingSecondFactor {
  challenge: LoginChallengeValue;
  input: LoginInput;
}

/** The second-factor step loads with its strings only when a login asks for it. */
const SecondFactorStep = lazy(() =>
  loadChunk(
    withWholePack(
      () =>
        import('../../second-factor/components/second-factor-step').then((m) => ({
          default: m.SecondFactorStep,
        })),
      secondFactorPack,
    ),
  ),
);

export const SecondFactorGate = ({
  pending,
  onDone,
  onBack,
}: {
  pending: PendingSecondFactor;
  onDone: (outcome: LoginOutcome) => void;
  onBack: () => void;
}) => (
  <Suspense fallback={<LoadingRows rows={3} />}>
    <SecondFactorStep challenge={pending.challenge} input={pending.input} onDone={onDone} onBack={onBack} />
  </Suspense>
);
