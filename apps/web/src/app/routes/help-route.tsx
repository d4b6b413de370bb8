import { HelpCentre } from '../../features/help/components/help-centre';

export const HelpRoute = () => <HelpCentre />;
