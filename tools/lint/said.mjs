// @ts-check

/**
 * Every exported function says what it does in a doc comment (`/** … *\/`) right above it: a
 * reader of a module's public face learns it from the comments, without reading the bodies. A
 * function is a function declaration or a constant bound to an arrow or a function expression;
 * the comment may be followed by line comments (`//`), which say why, not what.
 */

/** Whether an export declares a function: a function declaration, or a constant bound to one. */
function declaresFunction(node) {
  const declaration = node.declaration
  if (!declaration) return false
  if (declaration.type === 'FunctionDeclaration') return true
  if (declaration.type !== 'VariableDeclaration') return false
  return declaration.declarations.some(
    (d) =>
      d.init && (d.init.type === 'ArrowFunctionExpression' || d.init.type === 'FunctionExpression'),
  )
}

/** The name an export gives its function, for the message. */
function nameOf(node) {
  const declaration = node.declaration
  if (declaration.type === 'FunctionDeclaration') return declaration.id?.name ?? 'default'
  return declaration.declarations[0]?.id?.name ?? 'function'
}

/** @type {import('eslint').Rule.RuleModule} */
const exportedFunction = {
  meta: {
    type: 'suggestion',
    docs: { description: 'An exported function has a doc comment saying what it does.' },
    schema: [],
    messages: {
      unsaid: 'Say what `{{name}}` does in a doc comment (/** … */) right above it.',
    },
  },
  create(context) {
    const source = context.sourceCode
    /** Reports `node` when no doc comment stands right above it. */
    const check = (node) => {
      if (!declaresFunction(node)) return
      const said = source
        .getCommentsBefore(node)
        .some((comment) => comment.type === 'Block' && comment.value.startsWith('*'))
      if (!said) context.report({ node, messageId: 'unsaid', data: { name: nameOf(node) } })
    }
    return { ExportNamedDeclaration: check, ExportDefaultDeclaration: check }
  },
}

export default { rules: { 'exported-function': exportedFunction } }
