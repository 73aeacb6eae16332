// @vitest-environment happy-dom
/**
 * The galaxy map late in the campaign: five cantinas' titles held and the Gilded Circuit's
 * champion still to beat, under them all. The map shows that cantina (scrolled into view, at
 * once under reduced motion) and the keyboard starts on its Enter; coming back from another
 * cantina, where the focus returns, the map leaves the view on that one. Over the real api
 * router on a temporary data folder, the save written on disk.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useCampaignStore } = await import('@/stores/campaign')
const { useSettingsStore } = await import('@/stores/settings')
const CampaignView = (await import('./CampaignView.vue')).default

const { settle, rewriteSave } = useRealMainPerTest(real, 'campaign-late', {
  profile: { slot: 1, name: 'Talon' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null
/** The elements the map scrolled into view, with how. */
let scrolled: { stop: string | undefined; behavior: string | undefined }[] = []

beforeEach(() => {
  scrolled = []
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
    this: Element,
    how?: boolean | ScrollIntoViewOptions,
  ) {
    const behavior = typeof how === 'object' ? how.behavior : undefined
    scrolled.push({ stop: (this as HTMLElement).dataset.stop, behavior })
  })
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  vi.restoreAllMocks()
})

const ROUTE = {
  'rusted-anchor': ['pip-odell', 'marla-quince', 'hobb-tarrow', 'sister-kell'],
  'dune-lantern': ['juno-brask', 'tobin-vey', 'ressa-moor', 'gannet-rook'],
  'coral-vault': ['ilsa-fenn', 'doss-merrow', 'ledger-9', 'mother-oona'],
  'ember-hall': ['kez-harrow', 'saffi-drune', 'orun-vast', 'warden-ashka'],
  'glass-orchid': ['corvina-vale', 'tam-quill', 'sorrel-9', 'baron-thorne'],
}

/**
 * Five champions beaten (a regular at the Rusted Anchor still not: its "Next:" line is not the
 * story's next step) and the Gilded Circuit's first three players; its grandmaster is next.
 */
const lateCampaign = (): Promise<void> =>
  rewriteSave(1, (data) => {
    const records: Record<string, { won: number; lost: number }> = {}
    for (const id of Object.values(ROUTE).flat()) records[id] = { won: 1, lost: 0 }
    records['hobb-tarrow'] = { won: 0, lost: 1 }
    for (const id of ['vey-sarto', 'grell-okar', 'nyx-harlan']) records[id] = { won: 1, lost: 0 }
    data.campaign = {
      ...(data.campaign as object),
      unlocked: [...Object.keys(ROUTE), 'gilded-circuit'],
      records,
      titles: Object.keys(ROUTE).map((location) => ({ location })),
    }
  })

/** The browser's next frame, when the map scrolls. */
const frame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()))

/** The map as main's campaign gives it now, on the page, with its first frame drawn. */
async function map(): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(CampaignView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  await frame()
  return wrapper
}

describe('the map late in the campaign', () => {
  it('shows the cantina where play goes on, its Enter the keyboard’s start', async () => {
    await lateCampaign()
    const w = await map()
    expect(w.get('[data-test="next-gilded-circuit"]').text()).toContain('Sable Orrin')
    expect(w.find('[data-test="next-rusted-anchor"]').exists()).toBe(true)
    expect(scrolled).toEqual([{ stop: 'gilded-circuit', behavior: 'smooth' }])
    const homes = w.findAll('[data-focus-home]').map((e) => e.attributes('data-test'))
    expect(homes).toEqual(['enter-gilded-circuit'])
  })

  it('jumps there without a glide under reduced motion', async () => {
    await lateCampaign()
    useSettingsStore().settings.reducedMotion = 'on'
    await map()
    expect(scrolled).toEqual([{ stop: 'gilded-circuit', behavior: 'instant' }])
  })

  it('leaves the view on the cantina the keyboard came back to', async () => {
    await lateCampaign()
    // the map as it was left for the Ember Hall: drawn at once, its Enter focused again
    await useCampaignStore().refresh()
    wrapper = mount(CampaignView, { global: { plugins: [i18n] }, attachTo: document.body })
    ;(wrapper.get('[data-test="enter-ember-hall"]').element as HTMLElement).focus()
    await settle()
    await frame()
    expect(document.activeElement?.getAttribute('data-test')).toBe('enter-ember-hall')
    expect(scrolled).toEqual([])
  })
})
