/**
 * What the installed Electron offers, read from its own type file (node_modules/electron/
 * electron.d.ts) with the TypeScript parser: the modules `require('electron')` exports, every
 * class's and interface's members (inherited ones included), the events each emits (`on(event:
 * 'x', …)`), and the string literals an option takes (a menu item's `role`). The fake Electron
 * holds the app to this, so a misspelt member, event, window option or menu role fails a test
 * here instead of doing nothing on a player's machine.
 */
import { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import ts from 'typescript'

interface Declared {
  members: Set<string>
  statics: Set<string>
  events: Set<string>
  literals: Map<string, Set<string>>
  bases: string[]
}

export interface ElectronApi {
  /** the value exports of `require('electron')` in the main process */
  mainExports: ReadonlySet<string>
  /** the value exports of `require('electron')` in a (sandboxed) preload */
  rendererExports: ReadonlySet<string>
  /** true when `type` (a class or interface of the Electron namespace) has `member` */
  has(type: string, member: string): boolean
  /** true when class `type` has the static `member` */
  hasStatic(type: string, member: string): boolean
  /** the events `type` emits, inherited ones included */
  events(type: string): ReadonlySet<string>
  /** the property names of an options interface, inherited ones included */
  keys(type: string): ReadonlySet<string>
  /** the string literals property `property` of `type` accepts */
  literals(type: string, property: string): ReadonlySet<string>
}

const EMITTER_BASES = new Set(['NodeEventEmitter', 'NodeJS.EventEmitter', 'EventEmitter'])
const EMITTER_MEMBERS = new Set(Object.getOwnPropertyNames(EventEmitter.prototype))
/** `Electron.Event` is a type alias (not an interface): what every event object has. */
const EVENT_MEMBERS = new Set(['preventDefault', 'defaultPrevented'])

function nameOf(node: ts.PropertyName | ts.BindingName | undefined): string | null {
  if (!node) return null
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text
  return null
}

function stringLiterals(type: ts.TypeNode | undefined): string[] {
  if (!type) return []
  if (ts.isParenthesizedTypeNode(type)) return stringLiterals(type.type)
  if (ts.isUnionTypeNode(type)) return type.types.flatMap(stringLiterals)
  if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return [type.literal.text]
  return []
}

function declared(map: Map<string, Declared>, name: string): Declared {
  let entry = map.get(name)
  if (!entry) {
    entry = {
      members: new Set(),
      statics: new Set(),
      events: new Set(),
      literals: new Map(),
      bases: [],
    }
    map.set(name, entry)
  }
  return entry
}

function expressionName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text
  if (ts.isPropertyAccessExpression(node))
    return `${expressionName(node.expression)}.${node.name.text}`
  return ''
}

function collect(node: ts.ClassDeclaration | ts.InterfaceDeclaration, into: Declared): void {
  for (const clause of node.heritageClauses ?? []) {
    for (const base of clause.types) into.bases.push(expressionName(base.expression))
  }
  for (const member of node.members) {
    const name = nameOf(member.name)
    if (name === null) continue
    const isStatic =
      ts.canHaveModifiers(member) &&
      (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword)
    ;(isStatic ? into.statics : into.members).add(name)
    if (
      (ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) &&
      ['on', 'once', 'addListener', 'removeListener', 'off'].includes(name)
    ) {
      for (const event of stringLiterals(member.parameters[0]?.type)) into.events.add(event)
    }
    if (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) {
      const values = stringLiterals(member.type)
      if (values.length > 0) into.literals.set(name, new Set(values))
    }
  }
}

function namespaceBody(node: ts.ModuleDeclaration): ts.ModuleBlock | null {
  return node.body && ts.isModuleBlock(node.body) ? node.body : null
}

function valueExports(block: ts.ModuleBlock): Set<string> {
  const names = new Set<string>()
  for (const statement of block.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const name = nameOf(d.name)
        if (name) names.add(name)
      }
    }
    if (ts.isClassDeclaration(statement) && statement.name) names.add(statement.name.text)
  }
  return names
}

/** Reads electron.d.ts (about 1 MB) once; a parse, not a type check, so it takes a moment. */
export function readElectronApi(dtsPath: string): ElectronApi {
  const source = ts.createSourceFile(
    dtsPath,
    readFileSync(dtsPath, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
  )
  const types = new Map<string, Declared>()
  const exported = new Map<string, Set<string>>()

  for (const statement of source.statements) {
    if (!ts.isModuleDeclaration(statement) || !ts.isIdentifier(statement.name)) continue
    if (statement.name.text !== 'Electron') continue
    const body = namespaceBody(statement)
    if (!body) continue
    for (const node of body.statements) {
      if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name) {
        collect(node, declared(types, node.name.text))
      }
      if (ts.isModuleDeclaration(node)) {
        const inner = namespaceBody(node)
        if (!inner) continue
        if (ts.isIdentifier(node.name)) exported.set(node.name.text, valueExports(inner))
      }
    }
  }
  // Common holds what both processes get (clipboard, nativeImage, shell …).
  const common = exported.get('Common') ?? new Set<string>()
  const mainExports = new Set([...(exported.get('Main') ?? []), ...common])
  const rendererExports = new Set([...(exported.get('Renderer') ?? []), ...common])
  if (types.size === 0 || mainExports.size === common.size) {
    throw new Error(`${dtsPath} does not look like Electron's type file`)
  }

  /** `type` and everything it extends, nearest first. */
  const lineage = (type: string): Declared[] => {
    const out: Declared[] = []
    const visit = (name: string): void => {
      const bare = name.replace(/^Electron\./, '')
      const entry = types.get(bare)
      if (!entry || out.includes(entry)) return
      out.push(entry)
      for (const base of entry.bases) visit(base)
    }
    visit(type)
    if (out.length === 0) throw new Error(`electron.d.ts declares no ${type}`)
    return out
  }
  const isEmitter = (type: string): boolean =>
    lineage(type).some((entry) => entry.bases.some((b) => EMITTER_BASES.has(b)))
  const isEvent = (type: string): boolean =>
    lineage(type).some((entry) => entry.bases.some((b) => b === 'Event' || b === 'Electron.Event'))

  return {
    mainExports,
    rendererExports,
    has: (type, member) =>
      lineage(type).some((entry) => entry.members.has(member)) ||
      (isEmitter(type) && EMITTER_MEMBERS.has(member)) ||
      (isEvent(type) && EVENT_MEMBERS.has(member)),
    hasStatic: (type, member) => lineage(type).some((entry) => entry.statics.has(member)),
    events: (type) => new Set(lineage(type).flatMap((entry) => [...entry.events])),
    keys: (type) => new Set(lineage(type).flatMap((entry) => [...entry.members])),
    literals: (type, property) => {
      for (const entry of lineage(type)) {
        const values = entry.literals.get(property)
        if (values) return values
      }
      throw new Error(`electron.d.ts gives ${type}.${property} no string literals`)
    },
  }
}
