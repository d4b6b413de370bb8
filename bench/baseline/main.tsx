import { createRoot } from 'react-dom/client';

/** The smallest React page: the baseline our lobby's first-render JavaScript is compared with. */
createRoot(document.getElementById('root')!).render(<main>Hello</main>);
