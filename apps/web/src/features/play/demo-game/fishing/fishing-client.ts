import {
  demoFishingPaths,
  fishShotsValueSchema,
  type FishShotsBody,
  type FishShotsValue,
} from '@gp/contract/demo-fishing';
import { call, json } from '../demo-vendor-client';

/** Fires one volley (@gp/contract/demo-fishing); sent again with the same batch id, it is debited once. */
export const fireVolley = (sessionToken: string, body: FishShotsBody): Promise<FishShotsValue> =>
  call(demoFishingPaths.shots, fishShotsValueSchema, json(body, sessionToken));
