import type { Notice, NoticeMessage } from '@preload/contract'

/**
 * Messages for the player about their saves (a damaged file, a recovered backup), as keys the
 * renderer words. Each is handed out once, by `app.notices`, so the next screen can show it.
 */
export class Notices {
  private pending: Notice[] = []
  private counter = 0

  /** Queues a message about the saves for the next `take`. */
  add(message: NoticeMessage, severity: Notice['severity']): void {
    this.counter += 1
    this.pending.push({ id: `notice-${this.counter}`, message, severity })
  }

  /** The notices not yet shown; afterwards there are none until something new happens. */
  take(): Notice[] {
    const taken = this.pending
    this.pending = []
    return taken
  }
}
