// Node module hooks for the generator: the form configs it runs name widgets whose components
// import CSS Modules, which only Vite can load. Here a stylesheet is an empty class map; the
// validators compiled from the configs do not depend on it.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}
