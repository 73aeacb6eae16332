import type { CallName } from './contract'

/** The list of call names, in one place, for the preload, the router and the tests. */
export const CALL_NAMES = [
  'app.info',
  'app.notices',
  'app.quit',
  'profiles.list',
  'profiles.create',
  'profiles.portraits',
  'profiles.load',
  'profiles.rename',
  'profiles.delete',
  'profiles.current',
  'wallet.get',
  'wallet.ledger',
  'collection.get',
  'decks.list',
  'decks.create',
  'decks.update',
  'decks.rename',
  'decks.duplicate',
  'decks.delete',
  'decks.setActive',
  'decks.check',
  'decks.fromCollection',
  'decks.export',
  'decks.import',
  'shop.merchants',
  'shop.buy',
  'shop.sell',
  'match.start',
  'match.act',
  'match.resign',
  'match.resume',
  'match.hint',
  'match.reveal',
  'daily.get',
  'campaign.get',
  'settings.get',
  'settings.update',
  'stats.get',
  'achievements.list',
  'collection.book',
  'history.list',
  'history.get',
  'history.decks',
] as const satisfies readonly CallName[]

type Missing = Exclude<CallName, (typeof CALL_NAMES)[number]>
/** Fails to compile when a call is added to the contract but not to the list; nothing reads it. */
export const everyCallListed: Missing extends never ? true : Missing = true

/** Every call travels over IPC on its own channel: this prefix plus the call's name. */
export const CHANNEL_PREFIX = 'pazaak:'

/** The IPC channel of one call: the preload invokes it, main's ipcMain handles it. */
export function channelFor(name: string): string {
  return `${CHANNEL_PREFIX}${name}`
}
