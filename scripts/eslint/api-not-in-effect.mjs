// A screen reads its data one way (docs/engineering.md#feature-folders): what a page needs when it
// opens comes from its route loader as props, and what a person asks for (a dialog's history, a
// save) goes through the submit hook. So an effect never calls the API client: not `api.GET(…)` or
// `services.api.POST(…)`, not a helper handed the client (`loadBenchmarks(api, …)`), and not a
// function of the same file that does one of those (`const read = useCallback(() => api.GET(…))`
// called from the effect). tests/lint/api-not-in-effect.test.ts plants each kind.

/** openapi-fetch's methods: a call of one of these is a call of the API client. */
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const EFFECTS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

const isFunction = (node) =>
  node?.type === 'ArrowFunctionExpression' ||
  node?.type === 'FunctionExpression' ||
  node?.type === 'FunctionDeclaration';

/** `useEffect(…)` or `React.useEffect(…)`. */
function isEffect(node) {
  const { callee } = node;
  if (callee.type === 'Identifier') return EFFECTS.has(callee.name);
  return (
    callee.type === 'MemberExpression' &&
    callee.property.type === 'Identifier' &&
    EFFECTS.has(callee.property.name)
  );
}

/** A use of the client itself: `api.GET(…)`, `api`, `services.api`. */
function usesClient(node) {
  if (node.type === 'CallExpression') {
    const { callee } = node;
    return (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.property.type === 'Identifier' &&
      METHODS.has(callee.property.name)
    );
  }
  if (node.type === 'Identifier' && node.name === 'api') {
    // `{ api: … }` names a key, not the client.
    const { parent } = node;
    return !(parent?.type === 'Property' && parent.key === node && !parent.computed);
  }
  return false;
}

/** The function a name of this file stands for: `function f`, `const f = () => …`, `useCallback(() => …)`. */
function functionOf(scopeManager, identifier) {
  let scope = scopeManager.acquire(identifier, true);
  for (let node = identifier; !scope && node; node = node.parent) scope = scopeManager.acquire(node, true);
  for (; scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    // A parameter or an import is not this file's function: only declarations are followed.
    const definition = variable.defs[0];
    if (definition?.type === 'FunctionName') return definition.node;
    const init = definition?.type === 'Variable' ? definition.node.init : null;
    if (isFunction(init)) return init;
    if (init?.type === 'CallExpression' && isFunction(init.arguments[0])) return init.arguments[0];
    return null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const apiNotInEffect = {
  meta: {
    type: 'problem',
    docs: { description: 'An effect never calls the API client' },
    schema: [],
    messages: {
      inEffect:
        'An effect calls the API client: read what the page opens with in its route loader and pass it as props, and what a person asks for through the submit hook (docs/engineering.md#feature-folders)',
    },
  },
  create(context) {
    const { sourceCode } = context;
    const keys = sourceCode.visitorKeys;

    /** Whether the function's body uses the client, itself or through a function of this file it calls. */
    function reaches(fn, seen) {
      if (seen.has(fn)) return false;
      seen.add(fn);
      let found = false;
      const visit = (node) => {
        if (found || !node || typeof node.type !== 'string') return;
        if (usesClient(node)) {
          found = true;
          return;
        }
        if (node.type === 'Identifier' && node.parent?.type !== 'MemberExpression') {
          const target = functionOf(sourceCode.scopeManager, node);
          if (target && target !== fn && reaches(target, seen)) {
            found = true;
            return;
          }
        }
        for (const key of keys[node.type] ?? []) {
          const child = node[key];
          if (Array.isArray(child)) child.forEach(visit);
          else visit(child);
        }
      };
      visit(fn.body);
      return found;
    }

    return {
      CallExpression(node) {
        if (!isEffect(node)) return;
        const effect = node.arguments[0];
        if (!isFunction(effect)) return;
        if (reaches(effect, new Set())) context.report({ node, messageId: 'inEffect' });
      },
    };
  },
};
