import { LoginForm } from '../../features/auth/components/login-form';
import { AgentLanding } from '../../features/agent/components/agent-landing';

/** /agent: the agent page with the same login as the player site, portal 'agent' (spec 4.2 step 3). */
export const AgentLandingRoute = () => <AgentLanding loginForm={<LoginForm portal="agent" />} />;
