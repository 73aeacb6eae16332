import { describe, expect, it } from 'vitest'
import {
  campaignView,
  checkWager,
  isAvailable,
  locationById,
  locationsInOrder,
  merchantsFor,
  newCampaignProgress,
  opponentById,
  rematchStake,
  settleCampaignMatch,
  LOG_LIMIT,
  BIG_POT,
} from './campaign'
import { LOCATIONS, OPPONENTS } from './content'
import { STARTING_CREDITS } from './economy'
import type { CampaignProgress } from './types'

const AT = '2025-01-01T12:00:00.000Z'
/** A player's credits at a match's start well above any purse's floor: no purse is paid. */
const RICH = STARTING_CREDITS
/** A player who lost everything: the house's purse is for them. */
const BROKE = 0

function win(progress: CampaignProgress, opponentId: string, wager = 0): CampaignProgress {
  return settleCampaignMatch(progress, opponentId, true, wager, RICH, AT).progress
}

/** Beats the regulars a champion asks for, then the champion: the way through one cantina. */
function clearLocation(progress: CampaignProgress, locationId: string): CampaignProgress {
  const location = LOCATIONS.find((l) => l.id === locationId)
  const regulars = OPPONENTS.filter((o) => o.locationId === locationId && !o.champion)
  let p = progress
  for (const o of regulars.slice(0, location?.championAfter ?? 0)) p = win(p, o.id)
  const champion = OPPONENTS.find((o) => o.locationId === locationId && o.champion)
  return champion ? win(p, champion.id) : p
}

const first = locationsInOrder()[0]!
const second = locationsInOrder()[1]!
const firstChampion = OPPONENTS.find((o) => o.locationId === first.id && o.champion)!
const firstRegulars = OPPONENTS.filter((o) => o.locationId === first.id && !o.champion)

describe('unlocking the cantinas', () => {
  it('starts with only the first cantina open and nothing won', () => {
    const view = campaignView(newCampaignProgress(), RICH)
    expect(view.locations.map((l) => l.unlocked)).toEqual(LOCATIONS.map((l) => l.order === 1))
    expect(view.finished).toBe(false)
    expect(view.titles).toEqual([])
    for (const o of view.locations[1]!.opponents) expect(o.available).toBe(false)
  })

  it('seats the champion only after enough of the cantina’s regulars are beaten', () => {
    let p = newCampaignProgress()
    expect(isAvailable(p, firstChampion.id)).toBe(false)
    expect(checkWager(p, firstChampion.id, firstChampion.stake.min, 1_000_000)).toEqual({
      key: 'errors.campaign.championWaits',
      params: { opponent: firstChampion.name, location: first.name, more: first.championAfter },
    })
    // the cantina says why, with the count still to beat, before anyone asks
    const seat = () =>
      campaignView(p, RICH).locations[0]!.opponents.find((o) => o.id === firstChampion.id)!
    expect(seat().unavailable).toEqual({
      key: 'errors.campaign.championWaits',
      params: { opponent: firstChampion.name, location: first.name, more: first.championAfter },
    })
    p = win(p, firstRegulars[0]!.id)
    expect(seat().unavailable?.params).toMatchObject({ more: first.championAfter - 1 })
    for (const o of firstRegulars.slice(1, first.championAfter)) p = win(p, o.id)
    expect(isAvailable(p, firstChampion.id)).toBe(true)
    expect(seat()).toMatchObject({ available: true, unavailable: null })
  })

  it('opens the next cantina, grants the title by its cantina and logs it when the champion falls', () => {
    const before = firstRegulars
      .slice(0, first.championAfter)
      .reduce((p, o) => win(p, o.id), newCampaignProgress())
    const result = settleCampaignMatch(before, firstChampion.id, true, 0, RICH, AT)
    expect(result.progress.unlocked).toEqual([first.id, second.id])
    // the title is kept by its cantina's id, never its English: the renderer words it
    expect(result.progress.titles).toEqual([{ location: first.id }])
    const firstPlace = { id: first.id, name: first.name }
    const secondPlace = { id: second.id, name: second.name }
    expect(result.notes.slice(-2)).toEqual([
      { key: 'titleEarned', location: firstPlace, title: first.championTitle },
      { key: 'locationOpen', location: secondPlace, planet: second.planet },
    ])
    expect(result.progress.log.slice(-2)).toEqual([
      {
        at: AT,
        message: {
          key: 'championBeaten',
          opponent: { id: firstChampion.id, name: firstChampion.name },
          location: firstPlace,
        },
      },
      { at: AT, message: { key: 'doorsOpened', location: secondPlace, planet: second.planet } },
    ])
    const view = campaignView(result.progress, RICH)
    expect(view.locations[0]!.championBeaten).toBe(true)
    expect(view.locations[1]!.unlocked).toBe(true)
    expect(view.titles).toEqual([{ location: first.id, title: first.championTitle }])
  })

  it('shows an older save’s title that is no cantina’s as written', () => {
    const progress = { ...newCampaignProgress(), titles: [{ text: 'Duke of Nowhere' }] }
    expect(campaignView(progress, RICH).titles).toEqual([
      { location: null, title: 'Duke of Nowhere' },
    ])
  })

  it('says on the win that seats the champion who now plays, and on no other', () => {
    const championNote = {
      key: 'championOpen',
      opponent: { id: firstChampion.id, name: firstChampion.name },
      location: { id: first.id, name: first.name },
    }
    let p = newCampaignProgress()
    const settled: ReturnType<typeof settleCampaignMatch>[] = []
    for (const o of firstRegulars) {
      const result = settleCampaignMatch(p, o.id, true, 0, RICH, AT)
      settled.push(result)
      p = result.progress
    }
    // only the regular whose win made it `championAfter` beaten says it, last of its news
    expect(settled.map((r) => r.notes.some((n) => n.key === 'championOpen'))).toEqual(
      firstRegulars.map((_, i) => i + 1 === first.championAfter),
    )
    expect(settled[first.championAfter - 1]!.notes.at(-1)).toEqual(championNote)
    // a loss, a second win over the same regular, the champion's own win: nothing to say
    const before = firstRegulars
      .slice(0, first.championAfter - 1)
      .reduce((q, o) => win(q, o.id), newCampaignProgress())
    const next = firstRegulars[first.championAfter - 1]!
    expect(settleCampaignMatch(before, next.id, false, 0, RICH, AT).notes).not.toContainEqual(
      championNote,
    )
    const again = settleCampaignMatch(before, firstRegulars[0]!.id, true, 0, RICH, AT)
    expect(again.notes).not.toContainEqual(championNote)
    expect(settleCampaignMatch(p, firstChampion.id, true, 0, RICH, AT).notes).not.toContainEqual(
      championNote,
    )
  })

  it('does not say the champion sits down in free play, where every table is open', () => {
    let p = newCampaignProgress()
    for (const location of locationsInOrder()) p = clearLocation(p, location.id)
    expect(p.finished).toBe(true)
    // a regular never beaten, whose first win would once have seated the champion
    const untouched = OPPONENTS.find((o) => !o.champion && !p.records[o.id])!
    const result = settleCampaignMatch(p, untouched.id, true, 0, RICH, AT)
    expect(result.notes.map((n) => n.key)).not.toContain('championOpen')
  })

  it('does not unlock anything for losing to the champion', () => {
    const before = firstRegulars
      .slice(0, first.championAfter)
      .reduce((p, o) => win(p, o.id), newCampaignProgress())
    const result = settleCampaignMatch(before, firstChampion.id, false, 0, RICH, AT)
    expect(result.progress.unlocked).toEqual([first.id])
    expect(result.progress.records[firstChampion.id]).toEqual({ won: 0, lost: 1 })
  })

  it('reaches every cantina and finishes with an ending when the last champion falls', () => {
    let p = newCampaignProgress()
    const ordered = locationsInOrder()
    for (const location of ordered.slice(0, -1)) p = clearLocation(p, location.id)
    expect(p.unlocked).toEqual(ordered.map((l) => l.id))
    expect(p.finished).toBe(false)
    const last = ordered[ordered.length - 1]!
    const regulars = OPPONENTS.filter((o) => o.locationId === last.id && !o.champion)
    for (const o of regulars.slice(0, last.championAfter)) p = win(p, o.id)
    const champion = OPPONENTS.find((o) => o.locationId === last.id && o.champion)!
    const end = settleCampaignMatch(p, champion.id, true, champion.stake.min, RICH, AT)
    expect(end.progress.finished).toBe(true)
    expect(end.progress.titles).toHaveLength(ordered.length)
    expect(end.notes).toContainEqual({ key: 'campaignEnding' })
    expect(end.progress.log.at(-1)).toEqual({ at: AT, message: { key: 'campaignWon' } })
    // free play: every table open afterwards, and beating the champion again ends nothing twice
    const view = campaignView(end.progress, RICH)
    expect(view.locations.flatMap((l) => l.opponents).every((o) => o.available)).toBe(true)
    const again = settleCampaignMatch(end.progress, champion.id, true, champion.stake.min, RICH, AT)
    expect(again.progress.titles).toEqual(end.progress.titles)
    expect(again.notes).not.toContainEqual({ key: 'campaignEnding' })
    expect(again.progress.log).toEqual(end.progress.log)
  })
})

describe('wagers', () => {
  const marla = opponentById('marla-quince')!

  it('accepts a stake inside the range the player can cover', () => {
    expect(
      checkWager(newCampaignProgress(), marla.id, marla.stake.min, STARTING_CREDITS),
    ).toBeNull()
    expect(checkWager(newCampaignProgress(), marla.id, marla.stake.max, marla.stake.max)).toBeNull()
  })

  it('refuses a stake above the player’s credits, with a message saying so', () => {
    const refusal = checkWager(
      newCampaignProgress(),
      marla.id,
      marla.stake.max,
      marla.stake.max - 1,
    )
    expect(refusal).toEqual({
      key: 'errors.campaign.stakeOverCredits',
      params: { wager: 500, have: 499 },
    })
  })

  it('refuses a stake outside the opponent’s range', () => {
    expect(checkWager(newCampaignProgress(), marla.id, marla.stake.max + 1, 1_000_000)).toEqual({
      key: 'errors.campaign.stakeRange',
      params: { opponent: marla.name, min: 50, max: 500 },
    })
    expect(
      checkWager(newCampaignProgress(), marla.id, marla.stake.min - 1, 1_000_000),
    ).not.toBeNull()
  })

  it('refuses fractions, negative stakes, unknown opponents and locked cantinas', () => {
    const p = newCampaignProgress()
    expect(checkWager(p, marla.id, 100.5, 1_000)).not.toBeNull()
    expect(checkWager(p, marla.id, -100, 1_000)).not.toBeNull()
    expect(checkWager(p, 'nobody', 100, 1_000)).not.toBeNull()
    const later = OPPONENTS.find((o) => o.locationId === second.id)!
    expect(checkWager(p, later.id, later.stake.min, 1_000_000)).toMatchObject({
      key: 'errors.campaign.notReached',
    })
  })

  it('refuses a table whose minimum the player cannot cover', () => {
    expect(checkWager(newCampaignProgress(), marla.id, 0, 10)).toEqual({
      key: 'errors.campaign.minStake',
      params: { opponent: marla.name, min: 50, have: 10 },
    })
  })
})

describe('the stake Play again offers', () => {
  const marla = opponentById('marla-quince')!
  it('is the last stake while the credits cover it, and lowered to them once they do not', () => {
    expect(rematchStake(marla, 200, 1_000)).toBe(200)
    expect(rematchStake(marla, 500, 320)).toBe(320)
  })

  it('keeps to the table’s minimum, and is none once the credits are below it', () => {
    expect(rematchStake(marla, 50, 50)).toBe(50)
    expect(rematchStake(marla, 500, 49)).toBeNull()
    expect(rematchStake(marla, 500, 0)).toBeNull()
  })

  it('is always a stake the start would accept, or none where it would refuse every stake', () => {
    for (const credits of [0, 10, 49, 50, 51, 120, 499, 500, 5_000]) {
      const stake = rematchStake(marla, 500, credits)
      if (stake === null)
        expect(checkWager(newCampaignProgress(), marla.id, marla.stake.min, credits)).not.toBeNull()
      else expect(checkWager(newCampaignProgress(), marla.id, stake, credits)).toBeNull()
    }
  })
})

describe('settling a match', () => {
  it('takes the house cut from the stake won, not from the bounty', () => {
    const doss = opponentById('doss-merrow')!
    expect(doss.houseCut).toBe(0.15)
    const result = settleCampaignMatch(newCampaignProgress(), doss.id, true, 2_000, RICH, AT)
    expect(result.houseCut).toBe(300)
    expect(result.creditsDelta).toBe(2_000 - 300 + doss.prize.credits)
    expect(result.breakdown).toEqual({
      wager: 2_000,
      houseCut: 300,
      reward: doss.prize.credits,
      bounty: doss.prize.credits,
      purse: 0,
    })
    expect(result.notes).toEqual([
      {
        key: 'stakeWon',
        opponent: { id: doss.id, name: doss.name },
        credits: 2_000,
        houseCut: 300,
      },
      { key: 'bounty', opponent: { id: doss.id, name: doss.name }, credits: doss.prize.credits },
    ])
  })

  it('rounds the house cut down, in the winner’s favour, on a stake it does not divide', () => {
    const doss = opponentById('doss-merrow')!
    // 15% of 501 is 75.15: the house takes 75, not 76
    const result = settleCampaignMatch(newCampaignProgress(), doss.id, true, 501, RICH, AT)
    expect(result.houseCut).toBe(75)
    expect(result.breakdown.houseCut).toBe(75)
    expect(result.creditsDelta).toBe(501 - 75 + doss.prize.credits)
  })

  it('costs exactly the stake on a loss (a resignation is a loss), with no cut', () => {
    const doss = opponentById('doss-merrow')!
    const result = settleCampaignMatch(newCampaignProgress(), doss.id, false, 2_000, RICH, AT)
    expect(result.creditsDelta).toBe(-2_000)
    expect(result.houseCut).toBe(0)
    expect(result.prizeCards).toEqual([])
    expect(result.notes).toEqual([
      { key: 'stakeLost', opponent: { id: doss.id, name: doss.name }, credits: 2_000 },
    ])
  })

  it('pays the bounty and prize cards on the first win only', () => {
    const hobb = opponentById('hobb-tarrow')!
    expect(hobb.prize.cards.length).toBeGreaterThan(0)
    const firstWin = settleCampaignMatch(newCampaignProgress(), hobb.id, true, 100, RICH, AT)
    expect(firstWin.prizeCards).toEqual(hobb.prize.cards)
    expect(firstWin.creditsDelta).toBe(100 + hobb.prize.credits)
    const hobbName = { id: hobb.id, name: hobb.name }
    expect(firstWin.notes).toContainEqual({ key: 'prize', cards: hobb.prize.cards })
    expect(firstWin.progress.log).toEqual([
      { at: AT, message: { key: 'prizeWon', opponent: hobbName, cards: hobb.prize.cards } },
      {
        at: AT,
        message: {
          key: 'beat',
          opponent: hobbName,
          location: { id: first.id, name: first.name },
        },
      },
    ])
    const secondWin = settleCampaignMatch(firstWin.progress, hobb.id, true, 100, RICH, AT)
    expect(secondWin.prizeCards).toEqual([])
    expect(secondWin.creditsDelta).toBe(100)
    expect(secondWin.progress.records[hobb.id]).toEqual({ won: 2, lost: 0 })
  })

  it('shows in the view what the next win would pay', () => {
    const hobb = opponentById('hobb-tarrow')!
    const before = campaignView(newCampaignProgress(), RICH)
    const shown = before.locations[0]!.opponents.find((o) => o.id === hobb.id)!
    expect(shown.prize).toEqual(hobb.prize)
    const after = campaignView(win(newCampaignProgress(), hobb.id), RICH)
    expect(after.locations[0]!.opponents.find((o) => o.id === hobb.id)!.prize).toEqual({
      credits: 0,
      cards: [],
    })
  })

  it('says which part of the prize is the first win’s bounty, and when it is paid', () => {
    const shown = (progress: CampaignProgress, id: string) =>
      campaignView(progress, RICH).locations[0]!.opponents.find((o) => o.id === id)!
    const hobb = opponentById('hobb-tarrow')!
    expect(shown(newCampaignProgress(), hobb.id)).toMatchObject({
      bounty: { ...hobb.prize, paid: false },
      purse: null,
    })
    expect(shown(win(newCampaignProgress(), hobb.id), hobb.id).bounty).toEqual({
      ...hobb.prize,
      paid: true,
    })
  })

  it('keeps the bounty and the purse apart for the ledger, as the notes name them', () => {
    const pip = opponentById('pip-odell')!
    const firstWin = settleCampaignMatch(newCampaignProgress(), pip.id, true, 0, BROKE, AT)
    expect(firstWin.breakdown).toEqual({
      wager: 0,
      houseCut: 0,
      reward: pip.prize.credits + pip.purse!,
      bounty: pip.prize.credits,
      purse: pip.purse,
    })
    expect(firstWin.notes).toEqual([
      { key: 'bounty', opponent: { id: pip.id, name: pip.name }, credits: pip.prize.credits },
      { key: 'purse', credits: pip.purse },
    ])
    const later = settleCampaignMatch(firstWin.progress, pip.id, true, 0, BROKE, AT)
    expect(later.breakdown).toMatchObject({ reward: pip.purse, bounty: 0, purse: pip.purse })
  })

  it('logs a big pot, won or lost, but not a small one', () => {
    const oona = opponentById('mother-oona')!
    const lost = settleCampaignMatch(newCampaignProgress(), oona.id, false, BIG_POT, RICH, AT)
    const oonaName = { id: oona.id, name: oona.name }
    const coral = { id: oona.locationId, name: locationById(oona.locationId)!.name }
    expect(lost.progress.log).toEqual([
      { at: AT, message: { key: 'lostTo', opponent: oonaName, location: coral } },
      { at: AT, message: { key: 'potLost', opponent: oonaName, credits: BIG_POT } },
    ])
    const won = settleCampaignMatch(newCampaignProgress(), oona.id, true, BIG_POT, RICH, AT)
    expect(won.progress.log.at(-1)).toEqual({
      at: AT,
      message: { key: 'potWon', opponent: oonaName, credits: BIG_POT },
    })
    const small = settleCampaignMatch(lost.progress, oona.id, false, BIG_POT - 1, RICH, AT)
    expect(small.progress.log).toEqual(lost.progress.log)
  })

  it('logs the first loss to each opponent, as the first win, and no loss after it', () => {
    const pip = opponentById('pip-odell')!
    const pipName = { id: pip.id, name: pip.name }
    const anchor = { id: pip.locationId, name: locationById(pip.locationId)!.name }
    const first = settleCampaignMatch(newCampaignProgress(), pip.id, false, 100, RICH, AT)
    expect(first.progress.log).toEqual([
      { at: AT, message: { key: 'lostTo', opponent: pipName, location: anchor } },
    ])
    const again = settleCampaignMatch(first.progress, pip.id, false, 100, RICH, AT)
    expect(again.progress.log).toEqual(first.progress.log)
    // the first win after it is a line of its own
    const won = settleCampaignMatch(again.progress, pip.id, true, 100, RICH, AT)
    expect(won.progress.log.map((entry) => 'message' in entry && entry.message.key)).toContain(
      'beat',
    )
  })

  it('does not change the progress it was given', () => {
    const p = newCampaignProgress()
    const copy = structuredClone(p)
    settleCampaignMatch(p, 'marla-quince', true, 100, RICH, AT)
    expect(p).toEqual(copy)
  })

  it('keeps the English lines of an older save and adds data after them', () => {
    const old = { at: '2025-01-05T00:00:00.000Z', text: 'Beat Pip Odell at The Rusted Anchor.' }
    const p = { ...newCampaignProgress(), log: [old] }
    const next = win(p, 'marla-quince')
    expect(next.log[0]).toEqual(old)
    expect(next.log[1]).toMatchObject({ at: AT, message: { key: 'beat' } })
    expect(campaignView(next, RICH).log).toEqual(next.log)
  })

  it('keeps the log bounded over a long campaign', () => {
    let p = newCampaignProgress()
    for (let i = 0; i < LOG_LIMIT + 50; i++) {
      p = { ...p, records: {} } // every win a "first" win, so each one logs
      p = win(p, 'marla-quince')
    }
    expect(p.log.length).toBe(LOG_LIMIT)
  })
})

describe('never a dead end', () => {
  it('always has an open, winnable table a broke player can sit at, which pays', () => {
    // any progress at all: fresh, midway, finished
    const samples = [newCampaignProgress(), clearLocation(newCampaignProgress(), first.id)]
    for (const p of samples) {
      const open = OPPONENTS.filter(
        (o) => isAvailable(p, o.id) && checkWager(p, o.id, 0, 0) === null,
      )
      expect(open.length).toBeGreaterThan(0)
      const table = open[0]!
      expect(table.ai.tier).toBe('rookie')
      const again = settleCampaignMatch(win(p, table.id), table.id, true, 0, BROKE, AT)
      expect(again.creditsDelta).toBeGreaterThan(0)
    }
  })
})

describe('the free table’s purse', () => {
  const pip = opponentById('pip-odell')!
  const floor = pip.purseBelow!
  const shown = (progress: CampaignProgress, credits: number) =>
    campaignView(progress, credits).locations[0]!.opponents.find((o) => o.id === pip.id)!

  it('is paid on a win begun holding under the floor, stake or not', () => {
    const beaten = win(newCampaignProgress(), pip.id)
    for (const wager of [0, pip.stake.max]) {
      const short = settleCampaignMatch(beaten, pip.id, true, wager, floor - 1, AT)
      expect(short.breakdown).toMatchObject({ bounty: 0, purse: pip.purse, reward: pip.purse })
      expect(short.creditsDelta).toBe(wager + pip.purse!)
      expect(short.notes).toContainEqual({ key: 'purse', credits: pip.purse })
    }
  })

  it('is not paid on a win begun at the floor or above: no credits, no note', () => {
    const beaten = win(newCampaignProgress(), pip.id)
    for (const credits of [floor, floor + 1, RICH]) {
      const full = settleCampaignMatch(beaten, pip.id, true, 0, credits, AT)
      expect(full.breakdown).toEqual({ wager: 0, houseCut: 0, reward: 0, bounty: 0, purse: 0 })
      expect(full.creditsDelta).toBe(0)
      expect(full.notes).toEqual([])
    }
    // the first win still pays its bounty, without the purse
    const first = settleCampaignMatch(newCampaignProgress(), pip.id, true, 0, floor, AT)
    expect(first.breakdown).toMatchObject({ reward: pip.prize.credits, purse: 0 })
    expect(first.notes.map((n) => n.key)).toEqual(['bounty'])
  })

  it('lifts a player who lost everything, win by win, to every stake of the next cantina', () => {
    const beaten = clearLocation(newCampaignProgress(), first.id)
    const dearest = Math.max(
      ...OPPONENTS.filter((o) => o.locationId === second.id).map((o) => o.stake.min),
    )
    let credits = BROKE
    for (let wins = 0; wins < 100 && credits < dearest; wins++) {
      const won = settleCampaignMatch(beaten, pip.id, true, 0, credits, AT)
      if (won.creditsDelta === 0) break
      credits += won.creditsDelta
    }
    expect(credits).toBeGreaterThanOrEqual(dearest)
  })

  it('is never paid on a loss, however short the player', () => {
    const lost = settleCampaignMatch(newCampaignProgress(), pip.id, false, 100, floor - 1, AT)
    expect(lost.creditsDelta).toBe(-100)
    expect(lost.breakdown).toMatchObject({ reward: 0, purse: 0 })
    expect(lost.notes.map((n) => n.key)).toEqual(['stakeLost'])
  })

  it('shows in the view what it pays, up to which balance, and whether a win now earns it', () => {
    expect(pip.purse).toBe(150)
    expect(floor).toBe(1_000)
    const fresh = newCampaignProgress()
    expect(shown(fresh, floor - 1)).toMatchObject({
      purse: { credits: 150, below: 1_000, pays: true },
      prize: { credits: pip.prize.credits + 150, cards: [] },
    })
    expect(shown(fresh, floor)).toMatchObject({
      purse: { credits: 150, below: 1_000, pays: false },
      prize: { credits: pip.prize.credits, cards: [] },
    })
    const beaten = win(fresh, pip.id)
    expect(shown(beaten, BROKE).prize).toEqual({ credits: 150, cards: [] })
    expect(shown(beaten, RICH).prize).toEqual({ credits: 0, cards: [] })
    // the other tables have none
    const others = campaignView(fresh, BROKE).locations.flatMap((l) => l.opponents)
    expect(others.filter((o) => o.purse !== null).map((o) => o.id)).toEqual([pip.id])
  })
})

describe('merchants', () => {
  it('opens one stall per unlocked cantina, better stock later', () => {
    expect(merchantsFor(newCampaignProgress()).map((m) => m.locationId)).toEqual([first.id])
    const later = merchantsFor(clearLocation(newCampaignProgress(), first.id))
    expect(later.map((m) => m.locationId)).toEqual([first.id, second.id])
    const hasFlip = (stock: { card: string }[]): boolean =>
      stock.some((s) => s.card.startsWith('±'))
    expect(hasFlip(later[0]!.stock)).toBe(false)
    expect(hasFlip(later[1]!.stock)).toBe(true)
  })
})
