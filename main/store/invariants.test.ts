import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApi } from '@main/api/router'
import { newProfile } from '@main/services/profile/new-profile'
import { ok, refused } from '@tools/testing/api-kit'
import { editSaveFile, steppingClock, tempDir } from '@tools/testing/store-helpers'
import { playSeededMatch } from '@tools/testing/history-kit'
import { Position } from '@tools/testing/feats-kit'
import { saveRuleMessage, type SaveRule } from '@common/messages'
import {
  Notices,
  PROFILE_KIND,
  profileFile,
  profileProblems,
  SaveRepository,
  type ProfileData,
} from './index'

let dir: string
let cleanup: () => void
beforeEach(() => ({ dir, cleanup } = tempDir('pazaak-invariants-')))
afterEach(() => cleanup())

const FILE = profileFile(1)
const fresh = (): ProfileData => newProfile('Ana', '2026-01-01T00:00:00.000Z')

/** Rewrites the saved file with a changed profile and a correct checksum: only the rules can tell. */
function editOnDisk(edit: (data: ProfileData) => void): void {
  editSaveFile(join(dir, FILE), edit)
}

/** Each damage, and the rule it breaks as the notice names it (its code and parameters). */
const BROKEN: [string, (p: ProfileData) => void, Partial<SaveRule>][] = [
  [
    'credits that disagree with the ledger',
    (p) => (p.wallet.credits += 5_000),
    { reason: 'creditsNotLedger', credits: 15_000, sum: 10_000 },
  ],
  [
    'a ledger line whose balance is not the running sum',
    (p) => (p.wallet.ledger[0]!.balance = 1),
    { reason: 'ledgerLine', line: 1, says: 1, running: 10_000 },
  ],
  [
    'a card the card log does not account for',
    (p) => (p.collection['+1'] = 9),
    { reason: 'cardLog', card: '+1', count: 9 },
  ],
  [
    'two tiebreakers in a classic deck',
    (p) => (p.decks[0]!.cards = ['TB', 'TB', '+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4']),
    { reason: 'deckTiebreakers' },
  ],
  [
    'two active decks',
    (p) => p.decks.push({ ...p.decks[0]!, id: 'deck-9', active: true }),
    { reason: 'activeDecks' },
  ],
  ['more matches won than played', (p) => (p.stats.matchesWon = 3), { reason: 'statsMatches' }],
  [
    'a match staking more than the credits',
    (p) => {
      const classic = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '-4', '±1', '+5'] as never
      const position = new Position({ rules: 'classic', opener: 0, sideDecks: [classic, classic] })
      const wager = p.wallet.credits + 1
      p.match = position.stored({ mode: 'campaign', opponentId: 'pip-odell', tier: null, wager })
    },
    { reason: 'matchStake', wager: 10_001, credits: 10_000 },
  ],
  [
    'a match kept twice in the history',
    (p) => {
      const { record } = playSeededMatch('classic', 11, 'random')
      p.history = [record, { ...record }]
    },
    { reason: 'historyTwice' },
  ],
]

describe('the invariants of a profile', () => {
  it('hold for a new profile and for one the api has played with', async () => {
    expect(profileProblems(fresh())).toEqual([])
    const api = createApi({ dataDir: dir, host: 'web', seed: 5, now: steppingClock() })
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    await ok(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'pip-odell',
      deckId: 'deck-1',
      wager: 100,
    })
    const saved = JSON.parse(readFileSync(join(dir, 'saves', FILE), 'utf8')) as {
      data: ProfileData
    }
    expect(profileProblems(saved.data)).toEqual([])
  })

  it.each(BROKEN)(
    'a file with %s is set aside on load and the backup used, with a notice',
    async (_label, edit, rule) => {
      const repo = new SaveRepository({ dir, now: steppingClock(), notices: new Notices() })
      const older = fresh()
      older.decks[0]!.name = 'older'
      await repo.save(FILE, PROFILE_KIND, older)
      await repo.save(FILE, PROFILE_KIND, fresh())
      editOnDisk(edit)

      const notices = new Notices()
      const loaded = await new SaveRepository({ dir, now: steppingClock(), notices }).load(
        FILE,
        PROFILE_KIND,
        'slot-1',
      )
      expect(loaded?.decks[0]?.name).toBe('older')
      const [notice] = notices.take()
      expect(notice?.severity).toBe('warning')
      // the notice names the rule the file broke, as a message the renderer words
      const edited = fresh()
      edit(edited)
      const [first] = profileProblems(edited)
      expect(first).toMatchObject(rule)
      expect(notice?.message).toEqual({
        key: 'notices.restoredBroken',
        params: {
          save: 'slot-1',
          rule: [saveRuleMessage(first!)],
          aside: expect.stringContaining('.corrupt-'),
          dir,
        },
      })
      expect(readdirSync(dir).some((f) => f.includes('.corrupt-'))).toBe(true)
    },
  )

  it('are checked before a save too: a profile that breaks one is never written', async () => {
    const repo = new SaveRepository({ dir, now: steppingClock(), notices: new Notices() })
    const broken = fresh()
    broken.wallet.credits = 1
    await expect(repo.save(FILE, PROFILE_KIND, broken)).rejects.toThrow(/creditsNotLedger/)
    expect(readdirSync(dir).filter((f) => f.startsWith(FILE))).toEqual([])
  })

  it('a deck with two tiebreakers is refused by the deck builder’s calls', async () => {
    const api = createApi({ dataDir: dir, host: 'web', now: steppingClock() })
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    const cards = ['TB', 'TB', '+1']
    expect(
      (await refused(api, 'decks.create', { name: 'x', rules: 'tournament', cards })).code,
    ).toBe('invalid-deck')
    expect((await refused(api, 'decks.update', { id: 'deck-1', cards })).key).toBe(
      'errors.deck.twoTiebreakers',
    )
  })
})
