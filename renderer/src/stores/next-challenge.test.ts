// @vitest-environment happy-dom
/**
 * What is next in the campaign, read from the real main's campaign view after real wins: the
 * player a cantina opens on, the champion still to beat and what their fall opens (the last
 * cantina's opens nothing: it ends the campaign), and whose fall opens a locked cantina.
 */
import { describe, expect, it } from 'vitest'
import { beatInMain } from '@/testing/campaign-wins'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { goalAt, nextChallenge, openedBy } from './next-challenge'

const real = await loadRealMain()
const { main } = useRealMainPerTest(real, 'next-challenge', {
  profile: { slot: 1, name: 'Tester' },
})

/** The route as main gives it now. */
const route = async () => (await main('campaign.get')).locations

describe('the next challenge at a cantina', () => {
  it('is the first unbeaten regular, then the champion once seated, then none', async () => {
    let [anchor] = await route()
    expect(nextChallenge(anchor!.opponents)?.id).toBe('pip-odell')
    await beatInMain(main, ['pip-odell'])
    ;[anchor] = await route()
    expect(nextChallenge(anchor!.opponents)?.id).toBe('marla-quince')
    // the champion sits down: beating them moves the campaign on, before the regular left
    await beatInMain(main, ['marla-quince'])
    ;[anchor] = await route()
    expect(nextChallenge(anchor!.opponents)?.id).toBe('sister-kell')
    await beatInMain(main, ['sister-kell'])
    ;[anchor] = await route()
    expect(nextChallenge(anchor!.opponents)?.id).toBe('hobb-tarrow')
    await beatInMain(main, ['hobb-tarrow'])
    ;[anchor] = await route()
    expect(nextChallenge(anchor!.opponents)).toBeUndefined()
  })
})

describe('the champions along the route', () => {
  it('each opens the next cantina, the last the end of the campaign, none once beaten', async () => {
    let locations = await route()
    expect(goalAt(locations, 0)).toMatchObject({
      champion: { id: 'sister-kell' },
      opens: { id: 'dune-lantern' },
    })
    const last = locations.length - 1
    expect(goalAt(locations, last)?.champion.champion).toBe(true)
    expect(goalAt(locations, last)?.opens).toBeNull()
    expect(openedBy(locations, 0)).toBeNull()
    expect(openedBy(locations, 1)).toMatchObject({
      champion: { id: 'sister-kell' },
      location: { id: 'rusted-anchor' },
    })
    expect(openedBy(locations, last)?.location.id).toBe(locations[last - 1]!.id)
    await beatInMain(main, ['pip-odell', 'marla-quince', 'sister-kell'])
    locations = await route()
    expect(goalAt(locations, 0)).toBeNull()
    expect(goalAt(locations, 1)?.opens?.id).toBe('coral-vault')
  })
})
