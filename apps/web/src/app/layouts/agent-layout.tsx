import { Outlet } from '../../lib/router';
import { AgentSignOutButton } from '../../features/auth/components/member-menu';
import { AgentHeader } from '../../features/agent/components/agent-header';
import styles from '../../features/agent/components/agent.module.css';

/** The agent-only layout (spec 2.7): agent header and the agent centre below it. */
export const AgentLayout = () => (
  <>
    <AgentHeader signOut={<AgentSignOutButton />} />
    <main id="main" className={styles.agentMain}>
      <Outlet />
    </main>
  </>
);
