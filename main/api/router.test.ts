import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CALL_NAMES } from '@preload/call-names'
import { MAX_DECK_NAME } from '@common/decks'
import { MAX_PLAYER_NAME } from '@common/players'
import type {
  AppInfo,
  CampaignView,
  Collection,
  DeckCheck,
  Hint,
  MatchUpdate,
  Merchant,
  Notice,
  ProfileSummary,
  Purchase,
  SavedDeck,
  Settings,
  Stats,
  Wallet,
} from '@preload/contract'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { createApi, PAYLOAD_SCHEMAS, type Api } from './router'
import { ok, playOut, refused, walletBooks, type WalletBooks } from '@tools/testing/api-kit'

let dataDir: string
let cleanup: () => void
let api: Api

function open(): Api {
  return createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
}

async function withProfile(name = 'Ana'): Promise<void> {
  await ok(api, 'profiles.create', { slot: 1, name })
}

const ledgerSum = (wallet: WalletBooks): number =>
  wallet.ledger.reduce((sum, e) => sum + e.amount, 0)

beforeEach(() => {
  ;({ dir: dataDir, cleanup } = tempDir('pazaak-api-'))
  api = open()
})
afterEach(() => cleanup())

describe('the router', () => {
  it('has a payload schema for every call in the contract', () => {
    expect(Object.keys(PAYLOAD_SCHEMAS).sort()).toEqual([...CALL_NAMES].sort())
  })

  it('answers an unknown call, even one named like an object property, with unknown-call', async () => {
    for (const name of ['nope', 'toString', '__proto__', 'constructor', '']) {
      expect(await refused(api, name)).toEqual({
        code: 'unknown-call',
        key: 'errors.api.unknownCall',
      })
    }
  })

  it('refuses payloads that do not match the schema before anything runs', async () => {
    expect((await refused(api, 'profiles.create', { slot: 4, name: 'x' })).code).toBe(
      'invalid-payload',
    )
    expect((await refused(api, 'profiles.create', { slot: 1, name: 'x', extra: 1 })).code).toBe(
      'invalid-payload',
    )
    expect((await refused(api, 'profiles.list', { any: 1 })).code).toBe('invalid-payload')
    expect(await refused(api, 'decks.check', { rules: 'classic', cards: ['+7'] })).toEqual({
      code: 'invalid-payload',
      key: 'errors.api.invalidPayloadAt',
      params: { path: 'cards.0' },
    })
    expect(readdirSync(dataDir)).toEqual([])
  })

  it('calls that need a profile say so on the title screen', async () => {
    for (const name of [
      'wallet.get',
      'collection.get',
      'decks.list',
      'shop.merchants',
      'campaign.get',
      'stats.get',
      'match.resume',
      'achievements.list',
      'collection.book',
    ]) {
      expect(await refused(api, name), name).toEqual({
        code: 'no-profile',
        key: 'errors.profile.none',
      })
    }
  })
})

describe('unexpected failures', () => {
  it('a save that cannot be written answers internal, with a safe message, and changes nothing', async () => {
    await withProfile()
    // A folder where the temporary file must go makes the write fail half-way.
    mkdirSync(join(dataDir, 'saves', 'profile-1.json.tmp'))
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const error = await refused(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    expect(error).toEqual({ code: 'internal', key: 'errors.api.internal' })
    expect((await ok<Wallet>(api, 'wallet.get')).credits).toBe(10_000)
    expect((await ok<Collection>(api, 'collection.get'))['-1']).toBeUndefined()
    expect(quiet).toHaveBeenCalledOnce() // the details go to the log, not to the player
    quiet.mockRestore()
    rmSync(join(dataDir, 'saves', 'profile-1.json.tmp'), { recursive: true })
    expect((await ok<Purchase>(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })).credits).toBe(
      5_000,
    )
  })
})

describe('app', () => {
  it('app.info names the host, the data folder, the version and this run', async () => {
    const info = await ok<AppInfo>(api, 'app.info')
    expect(info).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      host: 'web',
      dataDir,
      run: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
    expect((await ok<AppInfo>(open(), 'app.info')).run).not.toBe(info.run)
  })

  it('app.notices reports a damaged save once, and app.quit flushes', async () => {
    await withProfile()
    await ok(api, 'decks.rename', { id: 'deck-1', name: 'Mine' }) // a second save: there is a backup
    await ok(api, 'app.quit')
    writeFileSync(join(dataDir, 'saves', 'profile-1.json'), '{"schemaVersion": 2, "sav')
    api = open()
    const notices = await ok<Notice[]>(api, 'app.notices')
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ severity: 'warning' })
    expect(notices[0]?.message).toEqual({
      key: 'notices.restoredDamaged',
      params: {
        save: 'slot-1',
        why: 'damaged',
        aside: expect.stringMatching(/\.corrupt-/),
        dir: join(dataDir, 'saves'),
      },
    })
    expect(await ok(api, 'app.notices')).toEqual([])
    const [summary] = await ok<ProfileSummary[]>(api, 'profiles.list')
    expect(summary?.name).toBe('Ana')
  })
})

describe('pages scoped to a profile (two tabs of the browser host)', () => {
  /** A page: it calls with the scope it learnt from main's answers, as the renderer's bridge does. */
  function page() {
    const scope: { run: string | null; profile: string | null } = { run: null, profile: null }
    return {
      scope,
      async call(name: string, payload?: unknown) {
        const result = await api.call(name, payload, { ...scope })
        if (result.ok && name === 'app.info') scope.run = (result.value as AppInfo).run
        if (result.ok && (name === 'profiles.load' || name === 'profiles.create'))
          scope.profile = (result.value as ProfileSummary).key
        return result
      },
    }
  }

  it('a page whose profile another tab switched is refused, and never acts on the other profile', async () => {
    const a = page()
    const b = page()
    await a.call('app.info')
    await b.call('app.info')
    expect((await a.call('profiles.create', { slot: 1, name: 'Ana' })).ok).toBe(true)
    const started = await a.call('match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: 'deck-1',
    })
    if (!started.ok) throw new Error(started.error.key)
    const matchId = (started.value as MatchUpdate).matchId
    expect((await b.call('profiles.create', { slot: 2, name: 'Bo' })).ok).toBe(true)
    // Slot 2 has a match with the same number: its id still differs.
    const theirs = await b.call('match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: 'deck-1',
    })
    expect(theirs.ok && (theirs.value as MatchUpdate).matchId).not.toBe(matchId)

    const before = readFileSync(join(dataDir, 'saves', 'profile-2.json'), 'utf8')
    for (const [name, payload] of [
      ['shop.buy', { merchantId: 'vessa', card: '-1' }],
      ['match.act', { matchId, action: { type: 'stand' } }],
      ['wallet.get', undefined],
    ] as const) {
      const refusal = await a.call(name, payload)
      expect(refusal.ok, name).toBe(false)
      if (!refusal.ok) expect(refusal.error.code, name).toBe('profile-changed')
    }
    expect(readFileSync(join(dataDir, 'saves', 'profile-2.json'), 'utf8')).toBe(before)
    expect((await b.call('wallet.get')).ok).toBe(true)
    // Loading its own profile again puts the page back in step (and tab B out of it).
    expect((await a.call('profiles.load', { slot: 1 })).ok).toBe(true)
    expect((await a.call('match.resume')).ok).toBe(true)
    expect((await b.call('wallet.get')).ok).toBe(false)
  })

  it('a page from before a restart is told the game restarted', async () => {
    const old = page()
    await old.call('app.info')
    await old.call('profiles.create', { slot: 1, name: 'Ana' })
    await api.flush()
    api = open()
    const refusal = await old.call('profiles.list')
    expect(refusal).toMatchObject({ ok: false, error: { code: 'restarted' } })
    // The desktop app's window sends no scope and is not affected.
    expect((await api.call('profiles.list', undefined)).ok).toBe(true)
  })
})

describe('profiles', () => {
  it('creates, lists, loads and renames profiles in three slots', async () => {
    expect(await ok(api, 'profiles.list')).toEqual([])
    expect(await ok(api, 'profiles.current')).toBeNull()
    const created = await ok<ProfileSummary>(api, 'profiles.create', { slot: 2, name: '  Ana  ' })
    expect(created).toMatchObject({ slot: 2, name: 'Ana', credits: 10_000, matchInProgress: false })
    expect(created.location).toBe('The Rusted Anchor')
    expect(await ok(api, 'profiles.current')).toEqual(created)
    await ok(api, 'profiles.create', { slot: 3, name: 'Bo' })
    expect((await ok<ProfileSummary[]>(api, 'profiles.list')).map((p) => p.name)).toEqual([
      'Ana',
      'Bo',
    ])
    expect((await ok<ProfileSummary>(api, 'profiles.rename', { slot: 2, name: 'Anna' })).name).toBe(
      'Anna',
    )
    api = open()
    expect((await ok<ProfileSummary>(api, 'profiles.load', { slot: 2 })).name).toBe('Anna')
  })

  it('refuses a used slot, an empty slot, and an empty name', async () => {
    await withProfile()
    expect(await refused(api, 'profiles.create', { slot: 1, name: 'Bo' })).toEqual({
      code: 'conflict',
      key: 'errors.profile.slotTaken',
      params: { slot: 1 },
    })
    expect(await refused(api, 'profiles.load', { slot: 3 })).toEqual({
      code: 'not-found',
      key: 'errors.profile.slotEmpty',
      params: { slot: 3 },
    })
    expect((await refused(api, 'profiles.rename', { slot: 3, name: 'x' })).code).toBe('not-found')
    expect(await refused(api, 'profiles.create', { slot: 2, name: '   ' })).toEqual({
      code: 'rejected',
      key: 'errors.profile.nameMissing',
    })
    expect(await refused(api, 'profiles.create', { slot: 2, name: 'x'.repeat(30) })).toEqual({
      code: 'rejected',
      key: 'errors.profile.nameTooLong',
      params: { max: 24 },
    })
  })

  it('refuses a name another save has, trimmed and in any case; a save keeps its own', async () => {
    await withProfile('Ana')
    await ok(api, 'profiles.create', { slot: 2, name: 'Bo' })
    const taken = { code: 'conflict', key: 'errors.profile.nameTaken', params: { name: 'Ana' } }
    expect(await refused(api, 'profiles.create', { slot: 3, name: '  aNA ' })).toEqual(taken)
    expect(await refused(api, 'profiles.rename', { slot: 2, name: 'ana' })).toEqual(taken)
    expect((await ok<ProfileSummary[]>(api, 'profiles.list')).map((p) => p.name)).toEqual([
      'Ana',
      'Bo',
    ])
    // the same save in another case is still the one save
    expect((await ok<ProfileSummary>(api, 'profiles.rename', { slot: 1, name: 'ANA' })).name).toBe(
      'ANA',
    )
    // a deleted save's name is free again
    await ok(api, 'profiles.delete', { slot: 2, confirm: 'Bo' })
    expect((await ok<ProfileSummary>(api, 'profiles.create', { slot: 3, name: 'bo' })).name).toBe(
      'bo',
    )
  })

  it('deletes only when the confirmation repeats the name, and keeps the file aside', async () => {
    await withProfile()
    const wrong = await refused(api, 'profiles.delete', { slot: 1, confirm: 'Anna' })
    expect(wrong).toEqual({
      code: 'rejected',
      key: 'errors.profile.confirmName',
      params: { name: 'Ana' },
    })
    expect(await ok(api, 'profiles.list')).toHaveLength(1)
    await ok(api, 'profiles.delete', { slot: 1, confirm: 'Ana' })
    expect(await ok(api, 'profiles.list')).toEqual([])
    expect(await ok(api, 'profiles.current')).toBeNull()
    expect(readdirSync(join(dataDir, 'saves')).some((f) => f.includes('.deleted-'))).toBe(true)
    expect((await refused(api, 'profiles.delete', { slot: 1, confirm: 'Ana' })).code).toBe(
      'not-found',
    )
  })
})

describe('wallet and collection', () => {
  it('a new profile has its starting credits in the ledger and the starter collection', async () => {
    await withProfile()
    const wallet = await walletBooks(api)
    expect(wallet.credits).toBe(10_000)
    expect(wallet.ledger).toEqual([
      expect.objectContaining({
        amount: 10_000,
        reason: 'start',
        balance: 10_000,
        note: { key: 'ledger.start' },
      }),
    ])
    expect(await ok<Collection>(api, 'collection.get')).toEqual({
      '+1': 2,
      '+2': 2,
      '+3': 2,
      '+4': 2,
      '+5': 2,
    })
  })
})

describe('decks', () => {
  beforeEach(() => withProfile())

  it('a new profile has a playable, active starter deck', async () => {
    const [deck] = await ok<SavedDeck[]>(api, 'decks.list')
    expect(deck).toMatchObject({
      name: 'Starter deck',
      rules: 'classic',
      active: true,
      problems: [],
    })
  })

  it('saves a deck with problems and lists them: the ruleset’s and what the player owns', async () => {
    const cards = ['+3', '+3', '+3', '-1', '+1', '+2', '+4', '+5', '+1', '+2']
    const deck = await ok<SavedDeck>(api, 'decks.create', {
      name: 'Threes',
      rules: 'classic',
      cards,
    })
    expect(deck.problems).toEqual([
      { key: 'deckProblem.too-few-owned', params: { have: 2, card: '+3', count: 3 } },
      { key: 'deckProblem.not-owned', params: { card: '-1', count: 1 } },
    ])
    expect(deck.active).toBe(false)
    const cantina = await ok<SavedDeck>(api, 'decks.update', {
      id: deck.id,
      cards,
      rules: 'cantina',
    })
    expect(cantina.problems[0]).toEqual({
      key: 'deckProblem.too-many-copies',
      params: { rules: 'cantina', max: 2, card: '+3', count: 3 },
    })
    const check = await ok<DeckCheck>(api, 'decks.check', { rules: 'classic', cards: ['+1'] })
    expect(check).toEqual({
      ok: false,
      problems: [{ key: 'deckProblem.deck-size', params: { size: 10, count: 1 } }],
    })
  })

  it('renames, duplicates, activates and deletes decks', async () => {
    expect((await ok<SavedDeck[]>(api, 'decks.list'))[0]).toMatchObject({ starter: true })
    // even the starter's own name, once the player gives it, is theirs: no longer the starter
    const same = await ok<SavedDeck>(api, 'decks.rename', { id: 'deck-1', name: 'Starter deck' })
    expect(same).toMatchObject({ name: 'Starter deck', starter: false })
    const renamed = await ok<SavedDeck>(api, 'decks.rename', { id: 'deck-1', name: 'Old faithful' })
    expect(renamed).toMatchObject({ name: 'Old faithful', starter: false })
    // the screen words the copy's name in the player's language; main checks and stores it
    const copy = await ok<SavedDeck>(api, 'decks.duplicate', {
      id: 'deck-1',
      name: 'Old faithful (Kopie)',
    })
    expect(copy).toMatchObject({
      name: 'Old faithful (Kopie)',
      active: false,
      cards: renamed.cards,
    })
    for (const name of ['', ' ', 'x'.repeat(33), 'a\u0007b']) {
      const error = await refused(api, 'decks.duplicate', { id: 'deck-1', name })
      expect(error.code, name).toBe('rejected')
    }
    expect(await ok<SavedDeck[]>(api, 'decks.list')).toHaveLength(2)
    expect((await ok<SavedDeck>(api, 'decks.setActive', { id: copy.id })).active).toBe(true)
    const decks = await ok<SavedDeck[]>(api, 'decks.list')
    expect(decks.filter((d) => d.active).map((d) => d.id)).toEqual([copy.id])
    await ok(api, 'decks.delete', { id: copy.id })
    const left = await ok<SavedDeck[]>(api, 'decks.list')
    expect(left.map((d) => [d.id, d.active])).toEqual([['deck-1', true]])
    for (const name of ['decks.rename', 'decks.duplicate', 'decks.delete', 'decks.setActive']) {
      const named = name === 'decks.rename' || name === 'decks.duplicate'
      const payload = named ? { id: 'deck-99', name: 'x' } : { id: 'deck-99' }
      expect((await refused(api, name, payload)).code, name).toBe('not-found')
    }
  })

  it('exports a share code and imports it back; a typo is caught', async () => {
    const [starter] = await ok<SavedDeck[]>(api, 'decks.list')
    const { shareCode } = await ok<{ shareCode: string }>(api, 'decks.export', {
      cards: starter!.cards,
    })
    const imported = await ok<SavedDeck>(api, 'decks.import', {
      shareCode,
      name: 'Pasted',
      rules: 'classic',
    })
    expect(imported.cards).toEqual(['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5'])
    const broken = shareCode.slice(0, -1) + (shareCode.endsWith('A') ? 'B' : 'A')
    const typo = await refused(api, 'decks.import', {
      shareCode: broken,
      name: 'x',
      rules: 'classic',
    })
    expect(typo).toEqual({ code: 'invalid-deck', key: 'errors.deck.shareCodeTypo' })
  })

  it('makes the code of any whole list of cards, saved or not, and none of a short one', async () => {
    // the builder's bench with changes not saved: the code is of those cards, not the saved deck
    const bench = ['-1', '-1', '-2', '-2', '+3', '+3', '+4', '+4', '+5', '+5']
    const { shareCode } = await ok<{ shareCode: string }>(api, 'decks.export', { cards: bench })
    const imported = await ok<SavedDeck>(api, 'decks.import', {
      shareCode,
      name: 'From the bench',
      rules: 'classic',
    })
    expect(imported.cards).toEqual(bench)
    expect(await refused(api, 'decks.export', { cards: bench.slice(0, 7) })).toEqual({
      code: 'invalid-deck',
      key: 'errors.deck.shareShort',
      params: { size: 10, count: 7 },
    })
    // a list the import would refuse is refused here too, not shared
    const twoTiebreakers = [...bench.slice(0, 8), 'TB', 'TB']
    expect(await refused(api, 'decks.export', { cards: twoTiebreakers })).toMatchObject({
      key: 'errors.deck.twoTiebreakers',
    })
    expect(await refused(api, 'decks.export', { cards: [...bench, '+1'] })).toMatchObject({
      key: 'errors.deck.tooManyCards',
    })
    expect((await refused(api, 'decks.export', { id: 'deck-1' })).code).toBe('invalid-payload')
  })

  it('says why a code cut short, far too long or of no cards imports nothing', async () => {
    const why = async (shareCode: string): Promise<unknown> =>
      refused(api, 'decks.import', { shareCode, name: 'x', rules: 'classic' })
    // a paste of thousands of letters is refused as too long, not as a request main cannot read
    expect(await why(`PZ1-${'A'.repeat(5000)}-B`)).toEqual({
      code: 'invalid-deck',
      key: 'errors.deck.shareCodeTooLong',
    })
    expect(await why('PZ1-AABBCCDD')).toEqual({
      code: 'invalid-deck',
      key: 'errors.deck.shareCodeCut',
    })
    expect(await why('PZ1--H')).toEqual({ code: 'invalid-deck', key: 'errors.deck.shareCodeEmpty' })
    expect((await ok<SavedDeck[]>(api, 'decks.list')).map((d) => d.name)).not.toContain('x')
  })
})

describe('names of emoji', () => {
  it('are kept whole at their limits in code points, and load back from disk', async () => {
    const spacer = '😀'.repeat(MAX_PLAYER_NAME) // 48 UTF-16 units
    const deck = '👍'.repeat(MAX_DECK_NAME) // 64 units
    await ok(api, 'profiles.create', { slot: 1, name: spacer })
    await ok(api, 'decks.rename', { id: 'deck-1', name: deck })
    const { matchId } = await ok<{ matchId: string }>(api, 'match.start', {
      mode: 'hotseat',
      rules: 'classic',
      players: [
        { name: spacer, deckId: null },
        { name: '🙂'.repeat(MAX_PLAYER_NAME), deckId: null },
      ],
    })
    await ok(api, 'match.resign', { matchId })
    await api.flush()
    api = open()
    expect((await ok<{ name: string }>(api, 'profiles.load', { slot: 1 })).name).toBe(spacer)
    expect((await ok<SavedDeck[]>(api, 'decks.list'))[0]?.name).toBe(deck)
    // one past the limit in code points is refused by the service, in its words
    expect(await refused(api, 'decks.rename', { id: 'deck-1', name: deck + '👍' })).toEqual({
      code: 'rejected',
      key: 'errors.deck.nameTooLong',
      params: { max: MAX_DECK_NAME },
    })
  })
})

describe('shop', () => {
  beforeEach(() => withProfile())

  it('shows only the merchants of unlocked locations', async () => {
    const merchants = await ok<Merchant[]>(api, 'shop.merchants')
    expect(merchants.map((m) => m.id)).toEqual(['vessa'])
    expect(merchants[0]?.stock.find((s) => s.card === '-1')).toEqual({
      card: '-1',
      price: 5_000,
      stock: null,
      // a new save's 10,000 cr less 5,000 leaves plenty for the next table's stake
      leavesShort: false,
    })
  })

  it('a purchase debits the price and adds the card in one step, with a ledger line', async () => {
    const bought = await ok<Purchase>(api, 'shop.buy', { merchantId: 'vessa', card: '-3' })
    expect(bought.credits).toBe(5_000)
    expect(bought.collection['-3']).toBe(1)
    expect(bought.merchant.stock.find((s) => s.card === '-3')?.stock).toBe(1)
    const wallet = await walletBooks(api)
    expect(wallet.ledger.at(-1)).toMatchObject({
      amount: -5_000,
      reason: 'purchase',
      balance: 5_000,
      note: { key: 'ledger.bought', params: { card: '-3', merchant: bought.merchant.name } },
    })
    expect(ledgerSum(wallet)).toBe(wallet.credits)
  })

  it('refuses what cannot be bought and changes nothing', async () => {
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-3' })
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-3' })
    const file = readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
    const vessa = (await ok<Merchant[]>(api, 'shop.merchants'))[0]?.name
    expect(await refused(api, 'shop.buy', { merchantId: 'vessa', card: '-3' })).toEqual({
      code: 'rejected',
      key: 'errors.shop.soldOut',
      params: { merchant: vessa, card: '-3' },
    })
    expect(await refused(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })).toEqual({
      code: 'insufficient-credits',
      key: 'errors.shop.tooDear',
      params: { card: '-1', price: 5_000, have: 0 },
    })
    expect((await refused(api, 'shop.buy', { merchantId: 'vessa', card: '±1' })).code).toBe(
      'not-found',
    )
    expect((await refused(api, 'shop.buy', { merchantId: 'oskar', card: '-1' })).code).toBe(
      'rejected',
    )
    expect((await refused(api, 'shop.buy', { merchantId: 'nobody', card: '-1' })).code).toBe(
      'not-found',
    )
    expect(readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')).toBe(file)
  })

  it('never sells a player below a full side deck of 10 cards', async () => {
    const file = readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
    expect(await refused(api, 'shop.sell', { merchantId: 'vessa', card: '+5' })).toEqual({
      code: 'rejected',
      key: 'errors.shop.keepDeck',
      params: { min: 10 },
    })
    expect(readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')).toBe(file)
  })

  it('tells the shop which cards a sale would refuse, and why, before anyone asks', async () => {
    const keep = { key: 'errors.shop.keepDeck', params: { min: 10 } }
    // The starter's ten cards, five kinds: none may go, every merchant says so.
    const [vessa] = await ok<Merchant[]>(api, 'shop.merchants')
    expect(vessa?.unsellable).toEqual({
      '+1': keep,
      '+2': keep,
      '+3': keep,
      '+4': keep,
      '+5': keep,
    })
    // An eleventh card frees them all, and the sale's answer says so at once.
    const bought = await ok<Purchase>(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    expect(bought.merchant.unsellable).toEqual({})
    // A card dealt into the match in progress stays; the rest may go (the refusal is the sale's).
    await ok(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: 'deck-1',
    })
    const [during] = await ok<Merchant[]>(api, 'shop.merchants')
    expect(during?.unsellable['+5']).toEqual({ key: 'errors.shop.inMatch', params: { card: '+5' } })
    expect(during?.unsellable['-1']).toBeUndefined()
    expect(await refused(api, 'shop.sell', { merchantId: 'vessa', card: '+5' })).toEqual({
      code: 'conflict',
      ...during?.unsellable['+5'],
    })
  })

  it('names the cards no merchant of the campaign stocks, which a sale loses for good', async () => {
    const [vessa] = await ok<Merchant[]>(api, 'shop.merchants')
    // the starter deck's +1 and +2 are sold nowhere (later stalls sell +3 to +5)
    expect([...(vessa?.nowhereSold ?? [])].sort()).toEqual(['+1', '+2'])
    const bought = await ok<Purchase>(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    expect(bought.merchant.nowhereSold).not.toContain('-1')
  })

  it('keeps the last copy of a card no merchant stocks: one of two +1 may go, the other not', async () => {
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-2' })
    const sold = await ok<Purchase>(api, 'shop.sell', { merchantId: 'vessa', card: '+1' })
    const last = { key: 'errors.shop.lastUnstocked', params: { card: '+1' } }
    expect(sold.merchant.unsellable['+1']).toEqual(last)
    const file = readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
    expect(await refused(api, 'shop.sell', { merchantId: 'vessa', card: '+1' })).toEqual({
      code: 'rejected',
      ...last,
    })
    expect(readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')).toBe(file)
    // a stocked card may go to its last copy: a merchant sells it again
    await ok(api, 'shop.sell', { merchantId: 'vessa', card: '-1' })
  })

  it('sells back at the published fraction, rounded down; a deck using the card then shows it', async () => {
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-3' })
    const sold = await ok<Purchase>(api, 'shop.sell', { merchantId: 'vessa', card: '+5' })
    expect(sold.credits).toBe(5_000 + Math.floor(5_000 * sold.merchant.buyBackFraction))
    // The price the shop shows before the sale is the one the sale pays.
    expect(sold.merchant.buyBackPrices['+5']).toBe(sold.credits - 5_000)
    expect(sold.collection['+5']).toBe(1)
    const [starter] = await ok<SavedDeck[]>(api, 'decks.list')
    expect(starter?.problems).toEqual([
      { key: 'deckProblem.too-few-owned', params: { have: 1, card: '+5', count: 2 } },
    ])
    expect((await refused(api, 'shop.sell', { merchantId: 'vessa', card: '-6' })).code).toBe(
      'rejected',
    )
  })

  it('refuses to sell a card that is in the side deck of the match in progress', async () => {
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    const started = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: 'deck-1',
    })
    const file = readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
    const refusal = await refused(api, 'shop.sell', { merchantId: 'vessa', card: '+5' })
    expect(refusal.code).toBe('conflict')
    expect(refusal).toMatchObject({ key: 'errors.shop.inMatch', params: { card: '+5' } })
    expect(readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')).toBe(file)
    // A card the match does not use can go, and once the match is over so can the rest.
    await ok(api, 'shop.sell', { merchantId: 'vessa', card: '-1' })
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    await ok(api, 'match.resign', { matchId: started.matchId })
    await ok(api, 'shop.sell', { merchantId: 'vessa', card: '+5' })
  })
})

describe('matches', () => {
  beforeEach(() => withProfile())

  it('plays a quick match to the end: the AI moves inside each call, no credits change, stats count it', async () => {
    const start = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: 'deck-1',
    })
    expect(start).toMatchObject({ mode: 'quick', you: 0, wager: 0, result: null })
    expect(start.view.you).toBe(0)
    expect(start.view.players[1].hand).toBeNull() // the opponent's hand stays hidden
    expect(start.events.length).toBeGreaterThan(0)
    expect((await ok<ProfileSummary>(api, 'profiles.current')).matchInProgress).toBe(true)
    const end = await playOut(api, start)
    expect(end.result).toMatchObject({ resigned: false, creditsDelta: 0, houseCut: 0 })
    expect(end.view.phase).toBe('over')
    expect(await ok(api, 'match.resume')).toBeNull()
    expect((await ok<Wallet>(api, 'wallet.get')).credits).toBe(10_000)
    const stats = await ok<Stats>(api, 'stats.get')
    expect(stats).toMatchObject({ matches: 1, matchesWon: end.result?.winner === 0 ? 1 : 0 })
    expect(stats.rounds).toBeGreaterThanOrEqual(3)
    expect(stats.byRuleset).toEqual([
      { key: 'classic', label: 'Classic', matches: 1, won: stats.matchesWon },
    ])
    expect(stats.byOpponent[0]).toMatchObject({ key: 'quick-rookie', matches: 1 })
  })

  it('plays the chosen-hand rulesets too (the AI chooses inside the call)', async () => {
    const deck = await ok<SavedDeck>(api, 'decks.create', {
      name: 'Circuit',
      rules: 'tournament',
      cards: ['+3', '+3', '+4', '+4', '+5', '+5', '-3', '-4', '±1', '±2'],
    })
    for (const rules of ['tournament', 'cantina'] as const) {
      const deckId = rules === 'tournament' ? deck.id : 'deck-1'
      const start = await ok<MatchUpdate>(api, 'match.start', {
        mode: 'quick',
        rules,
        tier: 'kotor',
        deckId,
        seed: 3,
      })
      expect(start.view.phase).toBe('choose')
      expect(start.view.players[1].chosen).toBe(true)
      const end = await playOut(api, start)
      expect(end.result).not.toBeNull()
    }
  })

  it('lends the house deck for a quick match in rules the player owns no cards for', async () => {
    // A new profile owns only +1..+5, none of which make a tournament deck.
    const start = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'tournament',
      tier: 'rookie',
      deckId: null,
      seed: 5,
    })
    expect(start.view.players[0].pool).toEqual(expect.arrayContaining(['+6', '-6', '±1', '±2']))
    const end = await playOut(api, start)
    expect(end.result?.creditsDelta).toBe(0)
    // a campaign table never takes a loaned deck
    const refusedStart = await refused(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'pip-odell',
      deckId: null,
      wager: 0,
    })
    expect(refusedStart.code).toBe('invalid-payload')
  })

  it('starts the tutorial with no deck and no seed from the renderer; it settles nothing', async () => {
    // the tutorial's cards and draws are main's: the renderer cannot send a deck or a seed
    for (const extra of [{ deckId: 'deck-1' }, { seed: 3 }, { rules: 'cantina' }]) {
      const bad = await refused(api, 'match.start', { mode: 'tutorial', ...extra })
      expect(bad.code).toBe('invalid-payload')
    }
    await ok(api, 'decks.delete', { id: 'deck-1' }) // no deck at all: the tutorial brings its own
    const start = await ok<MatchUpdate>(api, 'match.start', { mode: 'tutorial' })
    expect(start).toMatchObject({ mode: 'tutorial', wager: 0, result: null })
    expect(start.events.filter((e) => e.type === 'draw')).toEqual([
      { type: 'draw', player: 0, value: 8, total: 8 },
    ])
    expect(start.view.players[0].hand).toEqual(['+4', '-3', '±2', '+5'])
    expect(await ok<Hint>(api, 'match.hint', { matchId: start.matchId })).toMatchObject({
      action: { type: 'end' },
      total: 8,
    })
    const end = await playOut(api, start)
    expect(end.result).toMatchObject({ creditsDelta: 0, houseCut: 0, prizeCards: [] })
    expect(await ok<Stats>(api, 'stats.get')).toMatchObject({ matches: 0, rounds: 0 })
    expect((await walletBooks(api)).ledger).toHaveLength(1)
  })

  it('asks before replacing an open match: refused until the start forfeits it, which counts as a loss', async () => {
    const quick = { mode: 'quick', rules: 'classic', tier: 'veteran', deckId: 'deck-1' } as const
    const open = await ok<MatchUpdate>(api, 'match.start', quick)
    const file = readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
    for (const start of [
      quick,
      { mode: 'tutorial' },
      { mode: 'campaign', opponentId: 'pip-odell', deckId: 'deck-1', wager: 100 },
      { ...quick, forfeit: 'match-99' },
    ]) {
      expect((await refused(api, 'match.start', start)).code, JSON.stringify(start)).toBe(
        'match-open',
      )
    }
    expect(readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')).toBe(file)
    expect((await ok<MatchUpdate>(api, 'match.resume'))?.matchId).toBe(open.matchId)

    // The campaign stays reachable meanwhile; starting there forfeits the quick match.
    expect((await ok<CampaignView>(api, 'campaign.get')).locations.length).toBeGreaterThan(0)
    const next = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'pip-odell',
      deckId: 'deck-1',
      wager: 0,
      forfeit: open.matchId,
    })
    expect(next.matchId).not.toBe(open.matchId)
    expect(next.mode).toBe('campaign')
    const stats = await ok<Stats>(api, 'stats.get')
    expect(stats).toMatchObject({ matches: 1, matchesWon: 0 })
    expect(stats.byOpponent.find((row) => row.key === 'quick-veteran')).toMatchObject({
      matches: 1,
      won: 0,
    })
    // A forfeited tutorial counts for nothing, like a finished one.
    await ok(api, 'match.resign', { matchId: next.matchId })
    const tutorial = await ok<MatchUpdate>(api, 'match.start', { mode: 'tutorial' })
    await ok(api, 'match.start', { ...quick, forfeit: tutorial.matchId })
    expect((await ok<Stats>(api, 'stats.get')).matches).toBe(2)
  })

  it('refuses an illegal move with the engine’s reason and saves nothing', async () => {
    const start = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: 'deck-1',
    })
    const file = readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
    const notInHand = ['-6', '+6', '±6'].find(
      (c) => !start.view.players[0].hand?.includes(c as never),
    )
    const bad = await refused(api, 'match.act', {
      matchId: start.matchId,
      action: { type: 'play', card: notInHand },
    })
    expect(bad).toEqual({
      code: 'rejected',
      key: 'refusal.no-such-card-in-hand',
      params: { card: notInHand },
    })
    expect(
      (await refused(api, 'match.act', { matchId: 'match-99', action: { type: 'stand' } })).code,
    ).toBe('not-found')
    expect(readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')).toBe(file)
  })

  it('a campaign match resumes after a relaunch; a loss or a resignation costs exactly the stake', async () => {
    const campaign = await ok<CampaignView>(api, 'campaign.get')
    const first = campaign.locations[0]?.opponents[1]
    expect(first).toMatchObject({ id: 'marla-quince', available: true })
    const start = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'marla-quince',
      deckId: 'deck-1',
      wager: 300,
    })
    expect(start).toMatchObject({
      mode: 'campaign',
      wager: 300,
      opponent: { id: 'marla-quince', name: 'Marla Quince' },
    })
    // Quit and relaunch: the match is still there, and it cannot be dodged by starting another.
    await api.flush()
    api = open()
    await ok(api, 'profiles.load', { slot: 1 })
    const resumed = await ok<MatchUpdate>(api, 'match.resume')
    expect(resumed.matchId).toBe(start.matchId)
    expect(resumed.view).toEqual(start.view)
    expect(
      (
        await refused(api, 'match.start', {
          mode: 'quick',
          rules: 'classic',
          tier: 'rookie',
          deckId: 'deck-1',
        })
      ).code,
    ).toBe('match-open')
    // Credits on the table cannot be spent meanwhile.
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    expect(await refused(api, 'shop.buy', { merchantId: 'vessa', card: '-2' })).toEqual({
      code: 'insufficient-credits',
      key: 'errors.shop.staked',
      params: { card: '-2', price: 5_000, staked: 300, have: 5_000 },
    })

    const hint = await ok<Hint>(api, 'match.hint', { matchId: start.matchId })
    expect(['end', 'stand', 'play', 'choose']).toContain(hint.action.type)
    expect(hint.winChance).toBeGreaterThanOrEqual(0)
    expect(hint.winChance).toBeLessThanOrEqual(1)

    const resigned = await ok<MatchUpdate>(api, 'match.resign', { matchId: start.matchId })
    expect(resigned.result).toMatchObject({ winner: 1, resigned: true, creditsDelta: -300 })
    expect(resigned.view.phase).toBe('over')
    const wallet = await walletBooks(api)
    expect(wallet.credits).toBe(10_000 - 5_000 - 300)
    expect(wallet.ledger.at(-1)).toMatchObject({ amount: -300, reason: 'wager-lost' })
    expect(ledgerSum(wallet)).toBe(wallet.credits)
    // Settled once: resigning again finds no match.
    expect((await refused(api, 'match.resign', { matchId: start.matchId })).code).toBe('not-found')
    const record = (await ok<CampaignView>(api, 'campaign.get')).locations[0]?.opponents[1]?.record
    expect(record).toEqual({ won: 0, lost: 1 })
  })

  it('a campaign match pays out at the end, with the ledger and the record', async () => {
    let won = false
    // A wagered deal is never seeded by the test: play until one is won (the first few are).
    for (let game = 0; game < 30 && !won; game++) {
      const before = (await ok<Wallet>(api, 'wallet.get')).credits
      const start = await ok<MatchUpdate>(api, 'match.start', {
        mode: 'campaign',
        opponentId: 'pip-odell',
        deckId: 'deck-1',
        wager: 200,
      })
      const end = await playOut(api, start)
      const wallet = await walletBooks(api)
      expect(wallet.credits - before).toBe(end.result?.creditsDelta)
      expect(ledgerSum(wallet)).toBe(wallet.credits)
      won = end.result?.winner === 0
      if (won) {
        expect(end.result?.creditsDelta).toBeGreaterThanOrEqual(200)
        expect(wallet.ledger.some((e) => e.reason === 'wager-won' && e.amount === 200)).toBe(true)
        expect((await ok<Stats>(api, 'stats.get')).biggestPot).toBe(400)
      } else {
        expect(end.result?.creditsDelta).toBe(-200)
      }
    }
    expect(won).toBe(true)
  })

  it('deals a wagered match from main’s own random source, never --seed or a seed it is sent', async () => {
    /** The seed main stored for the match just started in slot 1 of `dir`. */
    const storedSeed = (dir: string): number =>
      (
        JSON.parse(readFileSync(join(dir, 'saves', 'profile-1.json'), 'utf8')) as {
          data: { match: { seed: number } }
        }
      ).data.match.seed
    const firstDeal = async (wager: number, seed?: number): Promise<number> => {
      const { dir, cleanup: done } = tempDir('pazaak-seed-')
      try {
        const fresh = createApi({ dataDir: dir, host: 'web', seed: 3, now: steppingClock() })
        await ok(fresh, 'profiles.create', { slot: 1, name: 'Ana' })
        await ok(fresh, 'match.start', {
          mode: 'campaign',
          opponentId: 'pip-odell',
          deckId: 'deck-1',
          wager,
          ...(seed === undefined ? {} : { seed }),
        })
        await fresh.flush()
        return storedSeed(dir)
      } finally {
        done()
      }
    }
    // Nothing at stake: --seed 3 repeats the deal after every restart, and a sent seed is used.
    expect(await firstDeal(0)).toBe(await firstDeal(0))
    expect(await firstDeal(0, 12345)).toBe(12345)
    // Credits at stake: a new deal every time, whatever the command line or the page says.
    const wagered = [await firstDeal(100), await firstDeal(100), await firstDeal(100, 12345)]
    expect(new Set(wagered).size).toBe(3)
    expect(wagered).not.toContain(12345)
  })

  it('refuses wagers out of range, beyond the purse, unavailable opponents and unplayable decks', async () => {
    const start = (opponentId: string, wager: number, deckId = 'deck-1') =>
      refused(api, 'match.start', { mode: 'campaign', opponentId, deckId, wager })
    expect((await start('marla-quince', 10_000_000)).code).toBe('insufficient-credits')
    expect((await start('marla-quince', 10)).code).toBe('rejected')
    expect((await start('sister-kell', 200)).code).toBe('rejected') // the champion waits
    expect((await start('nobody', 200)).code).toBe('not-found')
    expect(
      (
        await refused(api, 'match.start', {
          mode: 'campaign',
          opponentId: 'marla-quince',
          deckId: 'deck-1',
          wager: 1.5,
        })
      ).code,
    ).toBe('invalid-payload')
    expect(
      (
        await refused(api, 'match.start', {
          mode: 'campaign',
          opponentId: 'marla-quince',
          deckId: 'deck-1',
          wager: -5,
        })
      ).code,
    ).toBe('invalid-payload')
    const bad = await ok<SavedDeck>(api, 'decks.create', {
      name: 'Short',
      rules: 'classic',
      cards: ['+1'],
    })
    expect((await start('marla-quince', 100, bad.id)).code).toBe('invalid-deck')
    expect((await start('marla-quince', 100, 'deck-99')).code).toBe('not-found')
    expect((await ok<Wallet>(api, 'wallet.get')).credits).toBe(10_000)
  })
})

describe('settings', () => {
  it('starts from defaults, merges valid changes, keeps them across a relaunch, refuses nonsense', async () => {
    const defaults = await ok<Settings>(api, 'settings.get')
    expect(defaults).toMatchObject({ language: 'en', muted: false, animationSpeed: 1 })
    const changed = await ok<Settings>(api, 'settings.update', {
      language: 'de',
      musicVolume: 0.25,
    })
    expect(changed).toMatchObject({
      language: 'de',
      musicVolume: 0.25,
      effectsVolume: defaults.effectsVolume,
    })
    await ok(api, 'settings.update', { window: { width: 1500, x: 10 } })
    api = open()
    const again = await ok<Settings>(api, 'settings.get')
    expect(again.window).toEqual({ ...defaults.window, width: 1500, x: 10 })
    expect(again.language).toBe('de')
    // the fastest speed the settings offer is taken, and a faster one refused below
    expect((await ok<Settings>(api, 'settings.update', { animationSpeed: 4 })).animationSpeed).toBe(
      4,
    )
    for (const bad of [
      { musicVolume: 2 },
      { language: 'fr' },
      { animationSpeed: 0.1 },
      { animationSpeed: 4.5 },
      { window: { width: -1 } },
      { theme: 'dark' },
    ]) {
      expect((await refused(api, 'settings.update', bad)).code).toBe('invalid-payload')
    }
    expect(existsSync(join(dataDir, 'saves', 'settings.json'))).toBe(true)
  })
})

describe('what main tells the player is a key and its parameters, never a sentence', () => {
  it("words an engine refusal's reason and the coach's advice as keys", async () => {
    await withProfile()
    await ok(api, 'settings.update', { language: 'de' }) // the language changes nothing here
    const start = await ok<MatchUpdate>(api, 'match.start', { mode: 'tutorial' })
    const play = await refused(api, 'match.act', {
      matchId: start.matchId,
      action: { type: 'play', card: '+6' },
    })
    expect(play).toEqual({
      code: 'rejected',
      key: 'refusal.no-such-card-in-hand',
      params: { card: '+6' },
    })
    const hint = await ok<Hint>(api, 'match.hint', { matchId: start.matchId })
    expect(hint).toMatchObject({
      action: { type: 'end' },
      total: 8,
      reason: { key: 'advice.coach.end', params: { total: 8 } },
    })
  })

  it("gives the advisor's reason, a campaign result's notes and the ledger as data", async () => {
    await withProfile()
    const start = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'pip-odell',
      deckId: 'deck-1',
      wager: 100,
    })
    const hint = await ok<Hint>(api, 'match.hint', { matchId: start.matchId })
    expect(hint.reason.key).toMatch(/^advice\.(stand|letGo|drawOn|play)$/)
    const resigned = await ok<MatchUpdate>(api, 'match.resign', { matchId: start.matchId })
    expect(resigned.result?.notes).toEqual([
      { key: 'forfeited' },
      { key: 'stakeLost', opponent: { id: 'pip-odell', name: 'Pip Odell' }, credits: 100 },
    ])
    const ledger = (await walletBooks(api)).ledger
    expect(ledger.map((entry) => entry.note)).toEqual([
      { key: 'ledger.start' },
      { key: 'ledger.forfeited', params: { opponent: 'Pip Odell' } },
    ])
  })

  it('names a deck that cannot be played and lists its problems', async () => {
    await withProfile()
    const refusedStart = await refused(api, 'match.start', {
      mode: 'quick',
      rules: 'tournament',
      tier: 'rookie',
      deckId: 'deck-1',
    })
    expect(refusedStart).toEqual({
      code: 'invalid-deck',
      key: 'errors.match.deckUnplayable',
      params: {
        deck: { name: 'Starter deck', starter: true },
        problems: expect.arrayContaining([
          { key: 'deckProblem.not-in-ruleset', params: { rules: 'tournament', card: '+1' } },
        ]),
      },
    })
  })

  it('tells of a damaged save with the file, what happened and where it was kept', async () => {
    mkdirSync(join(dataDir, 'saves'))
    writeFileSync(join(dataDir, 'saves', 'profile-2.json'), '{ not a save')
    api = open()
    const notices = await ok<Notice[]>(api, 'app.notices')
    expect(notices).toEqual([
      {
        id: expect.any(String),
        severity: 'error',
        message: {
          key: 'notices.startedFresh',
          params: {
            save: 'slot-2',
            why: 'damaged',
            files: 1,
            kept: [expect.stringMatching(/^profile-2\.json\.corrupt-/)],
            dir: join(dataDir, 'saves'),
          },
        },
      },
    ])
  })
})
