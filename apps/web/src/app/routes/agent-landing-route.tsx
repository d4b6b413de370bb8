import { AgentLanding } from '../../features/agent/components/agent-landing';

export const AgentLandingRoute = () => <AgentLanding />;
