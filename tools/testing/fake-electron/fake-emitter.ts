/**
 * The base of the fake's Electron objects: an EventEmitter whose every listened-to and emitted
 * event is checked against the events electron.d.ts lists for its type, and preventable event
 * objects shaped like Electron's.
 */
import { EventEmitter } from 'node:events'
import type { Recorder } from './recorder'

type Listener = (...args: unknown[]) => void

export class FakeEmitter extends EventEmitter {
  constructor(
    protected readonly rec: Recorder,
    /** the Electron type this stands for (App, BrowserWindow, WebContents …) */
    readonly typeName: string,
  ) {
    super()
  }

  override on(event: string | symbol, listener: Listener): this {
    this.rec.checkEvent(this.typeName, event)
    return super.on(event, listener)
  }

  override once(event: string | symbol, listener: Listener): this {
    this.rec.checkEvent(this.typeName, event)
    return super.once(event, listener)
  }

  override addListener(event: string | symbol, listener: Listener): this {
    this.rec.checkEvent(this.typeName, event)
    return super.addListener(event, listener)
  }

  override prependListener(event: string | symbol, listener: Listener): this {
    this.rec.checkEvent(this.typeName, event)
    return super.prependListener(event, listener)
  }

  /** Emits as Electron would; the fake may only emit events the type really has. */
  fire(event: string, ...args: unknown[]): boolean {
    this.rec.checkEvent(this.typeName, event)
    return super.emit(event, ...args)
  }
}

/** An Electron event object: preventable, with the extra fields of its kind. */
export interface FakeEvent {
  defaultPrevented: boolean
  preventDefault(): void
}

/** A fresh event object, watched as `type` ('Event' for a plain one). */
export function preventable<T extends object>(
  rec: Recorder,
  type: string,
  extra: T = {} as T,
): FakeEvent & T {
  const event = {
    ...extra,
    defaultPrevented: false,
    preventDefault(): void {
      event.defaultPrevented = true
    },
  }
  return rec.watch(type, event)
}
