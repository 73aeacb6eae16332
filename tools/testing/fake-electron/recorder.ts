/**
 * The fake Electron's memory: every call the app makes (in order, and whether 'ready' had
 * fired), and every way it used Electron that the installed electron.d.ts does not know: a
 * member, an event, an option key or a literal (a menu role). Objects handed to the app are
 * watched through a Proxy, so reads are checked as well as calls.
 */
import type { ElectronApi } from './electron-api'

export interface Call {
  what: string
  args: unknown[]
  /** whether the app was ready when the call was made */
  ready: boolean
}

/** `Electron.Event` is a type alias in electron.d.ts; every event object has these. */
const EVENT_MEMBERS = new Set(['preventDefault', 'defaultPrevented'])

export class Recorder {
  readonly calls: Call[] = []
  /** uses of Electron that electron.d.ts does not have, or that the fake cannot answer */
  readonly violations: string[] = []
  /** every `Type.member` the app touched, for the report of what was checked */
  readonly touched = new Set<string>()
  ready = false

  constructor(readonly api: ElectronApi) {}

  /** Notes a call by the app. */
  record(what: string, ...args: unknown[]): void {
    this.calls.push({ what, args, ready: this.ready })
  }

  /** Notes a use of Electron that does not exist (once per text). */
  violation(text: string): void {
    if (!this.violations.includes(text)) this.violations.push(text)
  }

  /** The names of the calls made, in order (`app.setPath`, `BrowserWindow.new` …). */
  names(): string[] {
    return this.calls.map((c) => c.what)
  }

  private known(type: string, member: string, kind: 'instance' | 'static'): boolean {
    if (type === 'Event') return EVENT_MEMBERS.has(member)
    return kind === 'static' ? this.api.hasStatic(type, member) : this.api.has(type, member)
  }

  /**
   * `target` as the app sees it: each member it reads must exist on Electron's `type`.
   * Methods run on the bare target (the fake's own bookkeeping stays unchecked).
   */
  watch<T extends object>(type: string, target: T, kind: 'instance' | 'static' = 'instance'): T {
    const proxy: T = new Proxy(target, {
      get: (t, prop) => {
        if (typeof prop === 'symbol') return Reflect.get(t, prop)
        this.touched.add(`${type}${kind === 'static' ? '.' : '#'}${prop}`)
        const known = this.known(type, prop, kind)
        if (!known) this.violation(`${type}.${prop} is not in electron.d.ts`)
        if (!(prop in t)) {
          if (known) this.violation(`the fake Electron lacks ${type}.${prop}`)
          return undefined
        }
        const value: unknown = Reflect.get(t, prop, t)
        if (typeof value !== 'function' || kind === 'static' || /^[A-Z]/.test(prop)) return value
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(t, args)
          return result === t ? proxy : result
        }
      },
      set: (t, prop, value) => {
        if (typeof prop === 'string' && !this.known(type, prop, kind)) {
          this.violation(`${type}.${prop} is not in electron.d.ts`)
        }
        return Reflect.set(t, prop, value)
      },
    })
    return proxy
  }

  /** Checks an event name against the events `type` emits. */
  checkEvent(type: string, event: string | symbol): void {
    if (typeof event !== 'string') return
    this.touched.add(`${type}@${event}`)
    if (!this.api.events(type).has(event)) {
      this.violation(`${type} emits no '${event}' event in electron.d.ts`)
    }
  }

  /** Checks an options object's keys against an options interface of electron.d.ts. */
  checkKeys(type: string, options: unknown, where: string): void {
    if (typeof options !== 'object' || options === null) {
      this.violation(`${where} is not an object`)
      return
    }
    const keys = this.api.keys(type)
    for (const key of Object.keys(options)) {
      this.touched.add(`${type}:${key}`)
      if (!keys.has(key)) this.violation(`${where}.${key} is not an option of ${type}`)
    }
  }

  /** Checks a value against the string literals `type.property` accepts. */
  checkLiteral(type: string, property: string, value: unknown, where: string): void {
    if (value === undefined) return
    this.touched.add(`${type}:${property}=${String(value)}`)
    if (typeof value !== 'string' || !this.api.literals(type, property).has(value)) {
      this.violation(`${where}: ${JSON.stringify(value)} is not a ${type}.${property}`)
    }
  }
}
