// How a test moves inside the running app as its links do: the app's router follows the browser's
// history, so a new entry and a popstate draw the page in the same document, without loading the app.

/** Page script (a string: the tests' TypeScript has no DOM types) that moves the app to `path`. */
export const moveInApp = (path: string) => `
  history.pushState(history.state, '', ${JSON.stringify(path)});
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));`;
