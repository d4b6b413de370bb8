import { SeamlessPage } from '../../features/play/seamless/seamless-page';

/** /seamless (lazy route module, seamless layout): the launched game (spec 2.1). */
export const SeamlessRoute = () => <SeamlessPage />;
