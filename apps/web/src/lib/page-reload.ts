/** Reloads the page (a module of its own so that tests can observe it: jsdom cannot reload). */
export const reloadPage = (): void => window.location.reload();
