// @ts-check
import { posix, relative, sep } from 'node:path'
import { isBuiltin, isElectron, layerOf, moduleOf, targetOf } from './layers.mjs'

/**
 * The layer fences as ESLint rules (the table is tools/lint/layers.mjs). They judge where an
 * import leads, however it is spelled: an alias, a relative path, a bare built-in or `node:`
 * one, a static import or export, a dynamic `import()`, a `require()` or a type's `import()`.
 * A specifier computed at run time cannot be judged and is left alone.
 *
 * @typedef {{ specifier: string, typeOnly: boolean, names: string[] | null }} Import
 *   `names`: the values taken by name, or null for the whole module (namespace, side effect,
 *   dynamic import, require)
 */

/** Each import a node makes, if it makes one. */
function importOf(node) {
  const source = node.source
  switch (node.type) {
    case 'ImportDeclaration': {
      const values = node.specifiers.filter((s) => s.importKind !== 'type')
      const whole = node.specifiers.length === 0 || values.some((s) => s.type !== 'ImportSpecifier')
      return {
        specifier: source.value,
        typeOnly: node.importKind === 'type' || (node.specifiers.length > 0 && values.length === 0),
        names: whole ? null : values.map((s) => nameOf(s.imported)),
      }
    }
    case 'ExportNamedDeclaration': {
      if (!source) return null
      const values = node.specifiers.filter((s) => s.exportKind !== 'type')
      return {
        specifier: source.value,
        typeOnly: node.exportKind === 'type' || values.length === 0,
        names: values.map((s) => nameOf(s.local)),
      }
    }
    case 'ExportAllDeclaration':
      return { specifier: source.value, typeOnly: node.exportKind === 'type', names: null }
    case 'ImportExpression':
      return literal(source) === null
        ? null
        : { specifier: literal(source), typeOnly: false, names: null }
    case 'CallExpression':
      return node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        node.arguments[0] &&
        literal(node.arguments[0]) !== null
        ? { specifier: literal(node.arguments[0]), typeOnly: false, names: null }
        : null
    case 'TSImportEqualsDeclaration':
      return node.moduleReference.type === 'TSExternalModuleReference'
        ? {
            specifier: node.moduleReference.expression.value,
            typeOnly: node.importKind === 'type',
            names: null,
          }
        : null
    case 'TSImportType': {
      const argument = node.argument
      return argument?.type === 'TSLiteralType' && typeof argument.literal.value === 'string'
        ? { specifier: argument.literal.value, typeOnly: true, names: null }
        : null
    }
    default:
      return null
  }
}

function nameOf(identifier) {
  return identifier.type === 'Identifier' ? identifier.name : String(identifier.value)
}

/** A string written out in full ('x', `x`), or null for one computed at run time. */
function literal(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? null
  }
  return null
}

const IMPORTING_NODES = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
  'CallExpression',
  'TSImportEqualsDeclaration',
  'TSImportType',
]

/** A rule that calls `judge` with each import of the file, the file's path from the root. */
function ruleOver(description, judge) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const file = relative(context.cwd, context.filename).split(sep).join(posix.sep)
      /** @type {Record<string, (node: any) => void>} */
      const visitors = {}
      for (const type of IMPORTING_NODES) {
        visitors[type] = (node) => {
          const found = importOf(node)
          if (found) {
            const refusal = judge(file, found)
            if (refusal) context.report({ node, message: refusal })
          }
        }
      }
      return visitors
    },
  }
}

/** Why `file`'s layer may not make this import, or null when it may. */
export function refusalOf(file, { specifier, typeOnly, names }) {
  const layer = layerOf(file)
  if (!layer || layer.may === null) return null
  const target = targetOf(file, specifier)
  if (target === null) return packageRefusal(layer, specifier)
  const there = layerOf(target)
  if (there === layer) return null
  if (!there) {
    return /\.json$/.test(target)
      ? null
      : `'${specifier}' lies outside the layers: shipped code imports only from them (docs/architecture.md).`
  }
  const grant = layer.may.find((m) => (typeof m === 'string' ? m : m.layer) === there.name)
  if (grant === undefined) return `${layer.why} ('${specifier}' is ${there.name}.)`
  if (typeof grant === 'string') return null
  const taken = grant.values?.[moduleOf(target)]
  if (
    taken === '*' ||
    (taken && (typeOnly || (names !== null && names.every((n) => taken.includes(n)))))
  ) {
    return null
  }
  if (typeOnly && grant.types) return null
  return `Of ${there.name}, ${layer.name} takes only what the docs' table of layers names: ${grant.says} ('${specifier}').`
}

/** Why a layer may not use a package (Node's built-ins and Electron included), or null. */
function packageRefusal(layer, specifier) {
  if (isBuiltin(specifier)) {
    return layer.node
      ? null
      : `${layer.name} uses none of Node's modules ('${specifier}'): ${
          layer.pure ? 'pure code has no I/O.' : 'it runs without Node.'
        }`
  }
  if (isElectron(specifier)) {
    return layer.electron
      ? null
      : `Only the preload and the shell use Electron ('${specifier}'); the rest of main runs in the browser host too.`
  }
  return layer.packages ? null : `${layer.name} imports no package ('${specifier}').`
}

/** Why a relative import must be spelled with an alias (it crosses layers), or null. */
export function spellingOf(file, { specifier }) {
  if (!specifier.startsWith('.')) return null
  const target = targetOf(file, specifier)
  const there = target === null ? undefined : layerOf(target)
  return there && there !== layerOf(file)
    ? `Import from another layer through its path alias (@common, @main, @preload, @tools, @assets, @/), not '${specifier}'.`
    : null
}

/** The plugin: `layers/fence` for shipped code, `layers/alias` for every file. */
export default {
  rules: {
    fence: ruleOver('Each layer imports only what docs/architecture.md says it may.', refusalOf),
    alias: ruleOver('An import across layers is spelled with the layer alias.', spellingOf),
  },
}
