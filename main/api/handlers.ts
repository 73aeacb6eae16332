import type { CallArg, CallName, CallResult } from '@preload/contract'
import { collectionOf } from '@main/services/collection'
import { achievementsOf, collectionBook } from '@main/services/feats'
import type { Game } from '@main/services/game'
import { statsOf } from '@main/services/match/stats'
import { ledgerPage, walletOf } from '@main/services/wallet'
import { playerPortraits } from '@main/services/profile/portraits'
import { campaignOf } from '@main/services/world'

type Handler<N extends CallName> = (
  game: Game,
  arg: CallArg<N>,
) => Promise<CallResult<N>> | CallResult<N>

/** One thin handler per call: the services hold the logic, this table only names them. */
export const HANDLERS: { [N in CallName]: Handler<N> } = {
  'app.info': (game) => game.info(),
  'app.notices': (game) => game.takeNotices(),
  // Leaving is the shell's job ('app.quit' answered ok): here every save reaches the disk first.
  'app.quit': async (game) => {
    await game.flush()
  },

  'profiles.list': (game) => game.profiles.list(),
  'profiles.create': (game, { slot, name, portrait }) =>
    game.profiles.create(slot, name, portrait ?? 0),
  'profiles.portraits': () => playerPortraits(),
  'profiles.load': (game, { slot }) => game.profiles.load(slot),
  'profiles.rename': (game, { slot, name }) => game.profiles.rename(slot, name),
  'profiles.delete': (game, { slot, confirm }) => game.profiles.delete(slot, confirm),
  'profiles.current': (game) => game.profiles.current(),

  'wallet.get': (game) => walletOf(game.profiles.require()),
  'wallet.ledger': (game, { before, limit }) => ledgerPage(game.profiles.require(), before, limit),
  'collection.get': (game) => collectionOf(game.profiles.require()),

  'decks.list': (game) => game.decks.list(),
  'decks.create': (game, { name, rules, cards }) => game.decks.create(name, rules, cards),
  'decks.update': (game, { id, cards, rules }) => game.decks.update(id, cards, rules),
  'decks.rename': (game, { id, name }) => game.decks.rename(id, name),
  'decks.duplicate': (game, { id, name }) => game.decks.duplicate(id, name),
  'decks.delete': (game, { id }) => game.decks.delete(id),
  'decks.setActive': (game, { id }) => game.decks.setActive(id),
  'decks.check': (game, { rules, cards }) => game.decks.check(rules, cards),
  'decks.fromCollection': (game, { rules, cards }) => game.decks.fromCollection(rules, cards),
  'decks.export': (game, { cards }) => game.decks.exportDeck(cards),
  'decks.import': (game, { shareCode, name, rules }) =>
    game.decks.importDeck(shareCode, name, rules),

  'shop.merchants': (game) => game.shop.list(),
  'shop.buy': (game, { merchantId, card }) => game.shop.buy(merchantId, card),
  'shop.sell': (game, { merchantId, card }) => game.shop.sell(merchantId, card),

  'match.start': (game, start) => game.matches.start(start),
  'match.act': (game, { matchId, action, seen }) => game.matches.act(matchId, action, seen),
  'match.resign': (game, { matchId, seen }) => game.matches.resign(matchId, seen),
  'match.resume': (game) => game.matches.resume(),
  'match.hint': (game, { matchId }) => game.matches.hint(matchId),
  'match.reveal': (game, { matchId, seen }) => game.matches.reveal(matchId, seen),
  'daily.get': (game) => game.daily(),

  'campaign.get': (game) => campaignOf(game.profiles.require()),

  'settings.get': (game) => game.settings.get(),
  'settings.update': (game, change) => game.settings.update(change),

  'stats.get': (game) => statsOf(game.profiles.require()),

  'achievements.list': (game) => achievementsOf(game.profiles.require()),
  'collection.book': (game) => collectionBook(game.profiles.require()),
  'history.list': (game, filter) => game.history.list(filter ?? {}),
  'history.get': (game, { id }) => game.history.get(id),
  'history.decks': (game) => game.history.decks(),
}
