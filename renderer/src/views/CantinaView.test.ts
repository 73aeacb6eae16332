// @vitest-environment happy-dom
/**
 * A cantina over the real api router on a temporary data folder: the wager's hint says what a
 * stake does at each table (the pot, what a loss costs at the stake set, the prize a win pays
 * besides), the slider offers only what the player would still hold once the open match is
 * forfeited, a table the purse cannot cover points to one it can, and a remembered wager the
 * purse no longer covers starts at the minimum.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CampaignView } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: CantinaView } = await import('./CantinaView.vue')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { useChoicesStore } = await import('@/stores/choices')
const { useCampaignStore } = await import('@/stores/campaign')

const { main, settle } = useRealMainPerTest(real, 'cantina', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t
const cr = (amount: number): string => t('common.credits', { amount: amount.toLocaleString('en') })
const ANCHOR = 'rusted-anchor'

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function starterDeck(): Promise<string> {
  const [starter] = await main('decks.list')
  if (!starter) throw new Error('a new save has its starter deck')
  return starter.id
}

/** Loses a campaign match at this stake, by forfeiting it at once. */
async function lose(opponentId: string, wager: number): Promise<void> {
  const start = await main('match.start', {
    mode: 'campaign',
    opponentId,
    deckId: await starterDeck(),
    wager,
  })
  await main('match.resign', { matchId: start.matchId })
}

/** Brings the new save's 10,000 down to 2,000: two cards bought, one sold back. */
async function spend(): Promise<void> {
  await main('shop.buy', { merchantId: 'vessa', card: '-1' })
  await main('shop.buy', { merchantId: 'vessa', card: '-2' })
  await main('shop.sell', { merchantId: 'vessa', card: '-1' })
}

/** Brings the new save's 10,000 down to 400, under the free table's purse floor of 1,000. */
async function poorer(): Promise<void> {
  await spend()
  await lose('hobb-tarrow', 800)
  await lose('hobb-tarrow', 800)
}

/** The Rusted Anchor, loaded, with `before` run on the page's stores first. */
async function openCantina(before: () => void = () => {}): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  useNavigationStore().go('cantina', { locationId: ANCHOR })
  before()
  wrapper = mount(CantinaView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

async function pick(w: VueWrapper, opponentId: string): Promise<void> {
  await w.get(`[data-test="opponent-${opponentId}"]`).trigger('click')
  await settle()
}

const slider = (w: VueWrapper) => w.get('[data-test="wager"]')
const hint = (w: VueWrapper): string => w.get('[data-test="wager-hint"]').text()

/** Moves the wager slider to its last stop, as far as it lets the player go. */
async function dragToMax(w: VueWrapper): Promise<string> {
  const input = slider(w)
  await input.setValue(input.attributes('max'))
  await settle()
  return slider(w).attributes('aria-valuetext') ?? ''
}

describe('the wager hint', () => {
  it('at the free table: nothing staked, and the prize a win pays', async () => {
    const w = await openCantina()
    await pick(w, 'pip-odell')
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(0))
    // Pip's first defeat pays his bounty; the house's purse is for players short of credits
    expect(hint(w)).toBe(
      `${t('screens.cantina.hint.freePrize', { prize: cr(300) })} ${t('screens.cantina.hint.hold', { credits: cr(10_000) })}`,
    )
  })

  it('at a staked table without a cut: the pot, what a loss costs, and the bounty besides', async () => {
    const w = await openCantina()
    await pick(w, 'marla-quince')
    expect(hint(w)).toBe(
      [
        t('screens.cantina.hint.pot'),
        t('screens.cantina.hint.loss', { stake: cr(50) }),
        t('screens.cantina.hint.prize', { prize: cr(1_000) }),
        t('screens.cantina.hint.hold', { credits: cr(10_000) }),
      ].join(' '),
    )
  })
})

describe('what a loss costs', () => {
  it('is the stake set, following the slider as it moves, in English and German', async () => {
    const w = await openCantina()
    await pick(w, 'hobb-tarrow')
    // Hobb's table opens at its minimum
    expect(hint(w)).toContain(t('screens.cantina.hint.loss', { stake: cr(100) }))
    expect(hint(w)).toContain('Lose and it costs you 100\u00a0cr.')
    await slider(w).setValue('2')
    await settle()
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(200))
    expect(hint(w)).toContain('Lose and it costs you 200\u00a0cr.')
    expect(await dragToMax(w)).toBe(cr(800))
    expect(hint(w)).toContain('Lose and it costs you 800\u00a0cr.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(hint(w)).toContain('Verlierst du, kostet es dich 800\u00a0Cr.')
  })

  it('is nothing at a stake of nothing, and said once', async () => {
    const w = await openCantina()
    await pick(w, 'pip-odell')
    expect(hint(w)).not.toContain(t('screens.cantina.hint.loss', { stake: cr(0) }))
    await slider(w).setValue('1')
    await settle()
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(50))
    expect(hint(w)).toBe(
      [
        t('screens.cantina.hint.pot'),
        t('screens.cantina.hint.loss', { stake: cr(50) }),
        t('screens.cantina.hint.prize', { prize: cr(300) }),
        t('screens.cantina.hint.hold', { credits: cr(10_000) }),
      ].join(' '),
    )
  })
})

describe('Sit down', () => {
  it('comes after the part of the detail that scrolls, so it lies over nothing in it', async () => {
    const w = await openCantina()
    for (const id of ['pip-odell', 'hobb-tarrow']) {
      await pick(w, id)
      const body = w.get('[data-test="detail-body"]').element
      const bar = w.get('[data-test="start-bar"]').element
      // the decks and their Edit decks scroll with the detail; Sit down is outside any of it
      expect(body.classList.contains('scroll')).toBe(true)
      expect(body.contains(w.get('[data-test="edit-decks"]').element)).toBe(true)
      expect(bar.closest('.scroll')).toBeNull()
      expect(body.nextElementSibling).toBe(bar)
    }
  })

  it('is not there at a table not open yet', async () => {
    const w = await openCantina()
    await pick(w, 'sister-kell')
    expect(w.find('[data-test="unavailable"]').exists()).toBe(true)
    expect(w.find('[data-test="start-bar"]').exists()).toBe(false)
  })
})

/** 1,200 held, 500 of it on an open match: 700 left to stake, and to start a match from. */
async function openStakeOf500(): Promise<void> {
  await spend()
  await lose('hobb-tarrow', 800)
  await main('match.start', {
    mode: 'campaign',
    opponentId: 'marla-quince',
    deckId: await starterDeck(),
    wager: 500,
  })
}

describe('a match left open', () => {
  it('keeps its stake off the slider: the most offered is what a forfeit leaves', async () => {
    await openStakeOf500()
    const w = await openCantina()
    await pick(w, 'hobb-tarrow')
    expect(await dragToMax(w)).toBe(cr(700))
    expect(hint(w)).toContain(
      t('screens.cantina.hint.holdStaked', { credits: cr(1_200), staked: cr(500), left: cr(700) }),
    )
  })

  it('says a table is out of reach once the forfeit is counted, and points to the free table', async () => {
    await spend()
    await lose('hobb-tarrow', 800)
    await lose('hobb-tarrow', 800)
    // 400 held, all of it on the open match: Hobb's 100 is out of reach
    await main('match.start', {
      mode: 'campaign',
      opponentId: 'marla-quince',
      deckId: await starterDeck(),
      wager: 400,
    })
    const w = await openCantina()
    await pick(w, 'hobb-tarrow')
    expect(w.find('[data-test="wager"]').exists()).toBe(false)
    expect(w.get('[data-test="cannot-cover"]').text()).toBe(
      [
        t('screens.cantina.cannotCoverStaked', { min: cr(100), have: cr(0) }),
        t('screens.cantina.tryTable', {
          opponent: 'Pip Odell',
          location: 'The Rusted Anchor',
          from: cr(0),
        }),
      ].join(' '),
    )
    expect(w.get('[data-test="start-match"]').attributes('disabled')).toBeDefined()
    // German says the cantina as a noun in the line's case (i18n/names.ts)
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="cannot-cover"]').text()).toContain(
      'Gewinne erst am Tisch von Pip Odell im Rusted Anchor (Einsätze ab 0\u00a0Cr)',
    )
  })
})

describe('the wager remembered from the last match', () => {
  it('starts at the table minimum once a loss leaves it more than the purse, not all-in', async () => {
    await spend()
    await lose('hobb-tarrow', 800)
    await lose('hobb-tarrow', 800)
    // 400 held; the last stake against Hobb was 800
    const deckId = await starterDeck()
    const w = await openCantina(() =>
      useChoicesStore().rememberCantina(ANCHOR, { opponentId: 'hobb-tarrow', deckId, wager: 800 }),
    )
    expect(w.get('[data-test="opponent-detail"]').text()).toContain('Hobb Tarrow')
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(100))
  })

  it('is kept while the purse still covers it', async () => {
    const deckId = await starterDeck()
    const w = await openCantina(() =>
      useChoicesStore().rememberCantina(ANCHOR, { opponentId: 'hobb-tarrow', deckId, wager: 700 }),
    )
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(700))
  })
})

/** Main's view after the first win over `id`: their bounty paid, a win pays only a purse since. */
function bountyPaid(view: CampaignView, id: string): CampaignView {
  return {
    ...view,
    locations: view.locations.map((location) => ({
      ...location,
      opponents: location.opponents.map((o) =>
        o.id === id && o.bounty
          ? {
              ...o,
              record: { ...o.record, won: 1 },
              prize: { credits: o.purse?.pays ? o.purse.credits : 0, cards: [] },
              bounty: { ...o.bounty, paid: true },
            }
          : o,
      ),
    })),
  }
}

describe('the prize beside its bounty', () => {
  const note = (w: VueWrapper): string => w.get('[data-test="bounty-note"]').text()

  it('says the prize is a one-time bounty for the first win, and what of it the purse repeats', async () => {
    const w = await openCantina()
    await pick(w, 'marla-quince')
    expect(note(w)).toBe(t('screens.cantina.bounty.once'))
    await pick(w, 'hobb-tarrow')
    expect(note(w)).toBe(t('screens.cantina.bounty.once'))
    // the free table, holding 10,000: Pip's bounty alone, as the house pays no purse to them
    await pick(w, 'pip-odell')
    expect(w.get('.prize .amber').text()).toBe(cr(300))
    expect(note(w)).toBe(t('screens.cantina.bounty.once'))
    w.unmount()
    await poorer()
    const short = await openCantina()
    await pick(short, 'pip-odell')
    // short of credits: 450 shown, of which Pip's 300 come once and the house's 150 every time
    expect(short.get('.prize .amber').text()).toBe(cr(450))
    expect(note(short)).toBe(t('screens.cantina.bounty.oncePurse', { bounty: cr(300) }))
  })

  it('says the bounty is won already once it is paid, beside the prize wins pay since', async () => {
    const w = await openCantina()
    const campaign = useCampaignStore()
    campaign.view = bountyPaid(bountyPaid(campaign.view!, 'hobb-tarrow'), 'pip-odell')
    await pick(w, 'hobb-tarrow')
    expect(w.get('.prize').text()).toContain(t('screens.cantina.stakeOnly'))
    // a card by its name and kind, as the Card Book names it: a bare "−1" read as a sum
    expect(note(w)).toBe(
      t('screens.cantina.bounty.won', { bounty: `${cr(1_500)} and Minus card −1` }),
    )
    // its own item beside "only the pot", not a phrase running on from it
    expect(note(w)).toBe(`Bounty already won: ${cr(1_500)} and Minus card −1`)
    // holding 10,000, a win at the free table pays the pot alone
    await pick(w, 'pip-odell')
    expect(w.get('.prize').text()).toContain(t('screens.cantina.stakeOnly'))
    expect(note(w)).toBe(t('screens.cantina.bounty.won', { bounty: cr(300) }))
    i18n.global.locale.value = 'de'
    await settle()
    expect(note(w)).toBe('Siegprämie schon erhalten: 300\u00a0Cr')
    await pick(w, 'hobb-tarrow')
    expect(note(w)).toBe('Siegprämie schon erhalten: 1.500\u00a0Cr und Minuskarte −1')
  })
})

describe('the house’s purse at the free table', () => {
  const purseNote = (w: VueWrapper): string => w.get('[data-test="purse-note"]').text()
  const words = { purse: cr(150), below: cr(1_000) }

  it('says nothing of it to a player well over the floor: it is no news to them', async () => {
    // a new save holds 10,000, ten times the floor
    const w = await openCantina()
    await pick(w, 'pip-odell')
    expect(w.find('[data-test="purse-note"]').exists()).toBe(false)
  })

  it('tells a player near the floor what it pays and to whom, and only at its table', async () => {
    await spend()
    await lose('hobb-tarrow', 800)
    // 1,200: over the floor, so not paid, but two lost matches from it
    const w = await openCantina()
    await pick(w, 'pip-odell')
    expect(purseNote(w)).toBe(t('screens.cantina.purse.near', words))
    expect(purseNote(w)).toBe(
      'The house adds 150\u00a0cr to each win here while you have less than 1,000\u00a0cr.',
    )
    await pick(w, 'marla-quince')
    expect(w.find('[data-test="purse-note"]').exists()).toBe(false)
    i18n.global.locale.value = 'de'
    await pick(w, 'pip-odell')
    expect(purseNote(w)).toBe(
      'Das Haus zahlt 150\u00a0Cr pro Sieg dazu, solange du unter 1.000\u00a0Cr hast.',
    )
  })

  it('says a player short of credits is paid it, and the hint counts it in the prize', async () => {
    await poorer()
    const w = await openCantina()
    await pick(w, 'pip-odell')
    expect(purseNote(w)).toBe(t('screens.cantina.purse.pays', words))
    expect(hint(w)).toBe(
      `${t('screens.cantina.hint.freePrize', { prize: cr(450) })} ${t('screens.cantina.hint.hold', { credits: cr(400) })}`,
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(purseNote(w)).toBe(
      'Das Haus zahlt dir 150\u00a0Cr pro Sieg dazu, denn du hast unter 1.000\u00a0Cr.',
    )
  })

  it('counts what sitting down would leave: an open match’s stake is forfeited first', async () => {
    await openStakeOf500()
    const w = await openCantina()
    await pick(w, 'pip-odell')
    expect(purseNote(w)).toBe(t('screens.cantina.purse.pays', words))
  })
})

describe('coming back from the decks', () => {
  it('finds the player picked before, not the first at the tables', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    const navigation = useNavigationStore()
    navigation.go('cantina', { locationId: ANCHOR })
    const open = () => mount(CantinaView, { global: { plugins: [pinia, i18n] } })
    wrapper = open()
    await settle()
    await pick(wrapper, 'hobb-tarrow')
    await wrapper.get('[data-test="decks"]').trigger('click')
    expect(navigation.current.screen).toBe('collection')
    wrapper.unmount()
    navigation.back()
    wrapper = open()
    await settle()
    expect(wrapper.get('[data-test="opponent-hobb-tarrow"]').attributes('aria-pressed')).toBe(
      'true',
    )
    expect(wrapper.get('[data-test="opponent-detail"] h2').text()).toContain('Hobb Tarrow')
  })
})

describe('the stake set on the slider', () => {
  // no stake remembered from another test's match: only what is set here this session
  beforeEach(() => globalThis.localStorage.clear())

  /** The cantina mounted again over the same stores, as Back from a detour makes it. */
  async function again(pinia: ReturnType<typeof createPinia>): Promise<VueWrapper> {
    wrapper?.unmount()
    wrapper = mount(CantinaView, { global: { plugins: [pinia, i18n] } })
    await settle()
    return wrapper
  }

  it('is kept per player through the decks and back, and through a look at another player', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    const navigation = useNavigationStore()
    navigation.go('cantina', { locationId: ANCHOR })
    let w = await again(pinia)
    await pick(w, 'hobb-tarrow')
    // Hobb's table opens at its minimum: the player raises the stake to its top
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(100))
    expect(await dragToMax(w)).toBe(cr(800))
    await pick(w, 'marla-quince')
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(50))
    expect(await dragToMax(w)).toBe(cr(500))
    await pick(w, 'hobb-tarrow')
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(800))
    await w.get('[data-test="decks"]').trigger('click')
    expect(navigation.current.screen).toBe('collection')
    navigation.back()
    w = await again(pinia)
    expect(w.get('[data-test="opponent-detail"] h2').text()).toContain('Hobb Tarrow')
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(800))
    await pick(w, 'marla-quince')
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(500))
  })

  it('goes back to the minimum once the purse no longer covers it, never above the purse', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    useNavigationStore().go('cantina', { locationId: ANCHOR })
    let w = await again(pinia)
    await pick(w, 'hobb-tarrow')
    expect(await dragToMax(w)).toBe(cr(800))
    // meanwhile the purse falls to 400, less than the stake kept
    await spend()
    await lose('hobb-tarrow', 800)
    await lose('hobb-tarrow', 800)
    w = await again(pinia)
    expect(w.get('[data-test="opponent-detail"] h2').text()).toContain('Hobb Tarrow')
    expect(slider(w).attributes('aria-valuetext')).toBe(cr(100))
  })
})

describe('the match left open, asked once', () => {
  it('is asked of main once as the cantina opens, and shown in its header too', async () => {
    await main('match.start', {
      mode: 'campaign',
      opponentId: 'marla-quince',
      deckId: await starterDeck(),
      wager: 100,
    })
    const bridge = window.pazaak!
    const resume = bridge.match.resume
    const asked = vi.fn(resume)
    bridge.match.resume = asked
    const w = await openCantina()
    expect(asked).toHaveBeenCalledTimes(1)
    expect(w.find('[data-test="open-match-line"]').exists()).toBe(true)
    // and its stake is counted in the wager hint, from the same answer
    await pick(w, 'hobb-tarrow')
    expect(hint(w)).toContain(
      t('screens.cantina.hint.holdStaked', {
        credits: cr(10_000),
        staked: cr(100),
        left: cr(9_900),
      }),
    )
  })
})

describe("the cantina's name", () => {
  it('stays English on a German screen, and says so to a screen reader', async () => {
    i18n.global.locale.value = 'de'
    const w = await openCantina()
    const title = w.get('h1')
    expect(title.text()).toBe('The Rusted Anchor')
    expect(title.attributes('lang')).toBe('en')
  })
})

describe("the cantina's players", () => {
  const name = (w: VueWrapper, id: string): string =>
    w.get(`[data-test="opponent-${id}"] .name`).text()

  it('keep their own names in German, and a title is German: Schwester Kell', async () => {
    const english = await openCantina()
    expect(name(english, 'sister-kell')).toBe('Sister Kell')
    english.unmount()
    i18n.global.locale.value = 'de'
    const w = await openCantina()
    expect(name(w, 'pip-odell')).toBe('Pip Odell')
    expect(name(w, 'sister-kell')).toBe('Schwester Kell')
    await pick(w, 'sister-kell')
    const detail = w.get('[data-test="opponent-detail"]')
    expect(detail.get('h2').text()).toMatch(/^Schwester Kell/)
    expect(detail.get('img').attributes('alt')).toBe('Schwester Kell')
  })
})
