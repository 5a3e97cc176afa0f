// A failure the code drops must say why nothing is owed (docs/engineering.md#failures-are-shown-or-explained).
// Dropping is a `catch` block, or a promise's `.catch(…)` or `.then(…, …)` rejection handler, that
// neither reads the error nor does anything with the failure: it is empty or only returns a plain
// value (`catch {}`, `() => undefined`, `() => null`, `() => []`). Such a handler carries a comment —
// inside it, on the line of its `catch`, on the line above that or above the handler, or above the
// statement. A handler that
// calls something (shows an error, sets a failed state, falls back to another way) is handling it.
// tests/lint/catch-says-why.test.ts plants each kind.

/** Whether the variable a parameter declares is ever read. */
function isRead(sourceCode, declaring, param) {
  if (!param) return false;
  if (param.type !== 'Identifier') return true; // a destructured error is read by its pattern
  const variable = sourceCode.getDeclaredVariables(declaring).find((v) => v.name === param.name);
  return (variable?.references.length ?? 0) > 0;
}

/** A value that is only given back, with nothing done: a literal, a name, a list or record of those. */
function isPlain(node) {
  if (!node) return true;
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
    case 'MemberExpression':
      return true;
    case 'TemplateLiteral':
      return node.expressions.every(isPlain);
    case 'UnaryExpression':
      return isPlain(node.argument);
    case 'ArrayExpression':
      return node.elements.every((element) => element === null || isPlain(element));
    case 'ObjectExpression':
      return node.properties.every((property) => property.type === 'Property' && isPlain(property.value));
    case 'NewExpression':
      return node.arguments.length === 0;
    case 'TSAsExpression':
      return isPlain(node.expression);
    default:
      return false;
  }
}

/** Whether a handler's body does nothing with the failure: empty, or only returns a plain value. */
function drops(body) {
  if (body.type !== 'BlockStatement') return isPlain(body);
  return body.body.every((statement) => statement.type === 'ReturnStatement' && isPlain(statement.argument));
}

/** The nearest statement or declaration holding `node`. */
function statementOf(node) {
  let current = node;
  while (current.parent && !/(Statement|Declaration)$/.test(current.type)) current = current.parent;
  return current;
}

/** @type {import('eslint').Rule.RuleModule} */
export const catchSaysWhy = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A dropped failure says why nothing is owed' },
    schema: [],
    messages: {
      unexplained:
        'This drops a failure without a word: show it to the person, or say in a comment why nothing is owed (docs/engineering.md#failures-are-shown-or-explained)',
    },
  },
  create(context) {
    const { sourceCode } = context;
    const explained = (handler, keywordLine, statement) =>
      sourceCode.getCommentsInside(handler).length > 0 ||
      sourceCode
        .getAllComments()
        .some((comment) => comment.loc.end.line === keywordLine - 1 || comment.loc.start.line === keywordLine) ||
      sourceCode.getCommentsBefore(statement).length > 0;

    const checkHandler = (handler, keywordLine, node) => {
      if (handler?.type !== 'ArrowFunctionExpression' && handler?.type !== 'FunctionExpression') return;
      if (isRead(sourceCode, handler, handler.params[0]) || !drops(handler.body)) return;
      const aboveHandler = sourceCode
        .getAllComments()
        .some((comment) => comment.loc.end.line === handler.loc.start.line - 1);
      if (!aboveHandler && !explained(handler, keywordLine, statementOf(node))) {
        context.report({ node: handler, messageId: 'unexplained' });
      }
    };

    return {
      CatchClause(node) {
        if (isRead(sourceCode, node, node.param) || !drops(node.body)) return;
        if (!explained(node.body, node.loc.start.line, statementOf(node.parent))) {
          context.report({ node, messageId: 'unexplained' });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const line = callee.property.loc.start.line;
        if (callee.property.name === 'catch') checkHandler(node.arguments[0], line, node);
        else if (callee.property.name === 'then') checkHandler(node.arguments[1], line, node);
      },
    };
  },
};
