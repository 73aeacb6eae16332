// @vitest-environment happy-dom
/**
 * How to play's tutorial steps over the real api router on a temporary data folder: where the
 * steps open when the player comes back to them, from choosing a save slot and from the
 * tutorial match's result ("Back to the tutorial").
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { h, nextTick } from 'vue'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n, setLanguage } = await import('@/i18n')
const { TUTORIAL_HAND } = await import('@main/services/match/tutorial')
const CardChip = (await import('@/components/ui/CardChip.vue')).default
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { guardHeldKeys } = await import('@/composables/useHeldKeys')
const TutorialView = (await import('./TutorialView.vue')).default
const ResultView = (await import('./ResultView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'tutorial-steps', {
  pinia: { reducedMotion: true },
})
const mounted: VueWrapper[] = []
const t = (key: string, named: Record<string, unknown> = {}) => String(i18n.global.t(key, named))
const STEPS = 8

beforeEach(async () => {
  // How to play, then its tutorial, as the title screen opens them
  useNavigationStore().go('rules')
  useNavigationStore().go('tutorial')
  // the step is kept for the session, which the tests share: each starts from the first
  const w = mount(TutorialView, { global: { plugins: [i18n] } })
  for (
    let i = 0;
    i < STEPS && !counter(w).startsWith(t('screens.tutorial.step', { n: 1, of: STEPS }));
    i++
  )
    await w.get('[data-test="tutorial-prev"]').trigger('click')
  w.unmount()
})

afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
})

async function open(view: typeof TutorialView | typeof ResultView): Promise<VueWrapper> {
  const w = mount(view, { global: { plugins: [i18n] }, attachTo: document.body })
  mounted.push(w)
  await settle()
  return w
}

/** Steps forward to the last step, where the tutorial match is started. */
async function toLastStep(w: VueWrapper): Promise<void> {
  for (let i = 0; i < 20 && w.find('[data-test="tutorial-next"]').exists(); i++) {
    await w.get('[data-test="tutorial-next"]').trigger('click')
  }
  expect(counter(w)).toBe(t('screens.tutorial.step', { n: STEPS, of: STEPS }))
}

const counter = (w: VueWrapper) => w.get('[data-test="tutorial-step"] .counter').text()
const screen = () => useNavigationStore().current.screen

/** A saved player starts the tutorial match from the last step; the steps' screen goes. */
async function startTutorialMatch(): Promise<void> {
  await main('profiles.create', { slot: 1, name: 'Learner' })
  await useProfileStore().refresh()
  const steps = await open(TutorialView)
  await toLastStep(steps)
  await steps.get('[data-test="tutorial-start"]').trigger('click')
  await settle()
  expect(screen()).toBe('table')
  steps.unmount()
  mounted.splice(mounted.indexOf(steps), 1)
}

describe('where the tutorial’s steps open', () => {
  it('back from choosing a save slot, on the step the player left for it', async () => {
    const steps = await open(TutorialView)
    await toLastStep(steps)
    await steps.get('[data-test="tutorial-start"]').trigger('click')
    expect(screen()).toBe('profiles')
    steps.unmount()
    mounted.splice(mounted.indexOf(steps), 1)
    useNavigationStore().continueTo('tutorial')
    expect(counter(await open(TutorialView))).toBe(
      t('screens.tutorial.step', { n: STEPS, of: STEPS }),
    )
  })

  it('back from leaving the tutorial match unfinished, on the last step, one press from it', async () => {
    await startTutorialMatch()

    // the table's "Leave the table": the match stays open, and the steps are below it
    useNavigationStore().back()
    expect(screen()).toBe('tutorial')
    const again = await open(TutorialView)
    expect(counter(again)).toBe(t('screens.tutorial.step', { n: STEPS, of: STEPS }))
    expect(again.find('[data-test="tutorial-start"]').exists()).toBe(true)
  })

  it('back from the tutorial match’s result, on the first step, not the last', async () => {
    await startTutorialMatch()

    // the match ends (given up here) and the result screen takes the table's place
    await useMatchStore().resign()
    await settle()
    expect(screen()).toBe('result')
    const result = await open(ResultView)
    expect(result.get('[data-test="result-back"]').text()).toBe('Back to the tutorial')
    await result.get('[data-test="result-back"]').trigger('click')
    expect(screen()).toBe('tutorial')
    result.unmount()
    mounted.splice(mounted.indexOf(result), 1)

    const again = await open(TutorialView)
    expect(counter(again)).toBe(t('screens.tutorial.step', { n: 1, of: STEPS }))
    expect(again.get('[data-test="tutorial-page"] h2').text()).toBe(
      t('screens.tutorial.steps.goal.title'),
    )
  })
})

/**
 * Enter on the focused button, as the browser takes it: the button is pressed unless its
 * keydown was cancelled. `repeat`: the key was already down (held, the keyboard repeating it).
 */
async function enter(w: VueWrapper, test: string, repeat = false): Promise<void> {
  const button = w.get(`[data-test="${test}"]`).element as HTMLButtonElement
  button.focus()
  const down = new KeyboardEvent('keydown', {
    key: 'Enter',
    repeat,
    bubbles: true,
    cancelable: true,
  })
  if (button.dispatchEvent(down)) button.click()
  await settle()
}

describe('Enter through the steps', () => {
  // the app's guard on held keys, as App.vue installs it
  let unguard = (): void => {}
  beforeEach(() => (unguard = guardHeldKeys(window)))
  afterEach(() => unguard())

  for (const saved of [true, false]) {
    it(`a held Enter stops at Start, and a new press ${saved ? 'starts the match' : 'goes to the saves'}`, async () => {
      if (saved) {
        await main('profiles.create', { slot: 1, name: 'Learner' })
        await useProfileStore().refresh()
      }
      const steps = await open(TutorialView)
      // Enter held down on Next: the press and its repeats go through the steps
      await enter(steps, 'tutorial-next')
      while (steps.find('[data-test="tutorial-next"]').exists())
        await enter(steps, 'tutorial-next', true)
      expect(counter(steps)).toBe(t('screens.tutorial.step', { n: STEPS, of: STEPS }))
      // Start has taken Next's place under the keyboard: the same key's repeats do nothing
      for (let i = 0; i < 3; i++) await enter(steps, 'tutorial-start', true)
      expect(screen()).toBe('tutorial')
      expect(await main('match.resume').catch(() => null)).toBeNull()
      // a new press is the player's own: it starts
      await enter(steps, 'tutorial-start')
      expect(screen()).toBe(saved ? 'table' : 'profiles')
    })
  }
})

/** A key pressed with no control focused, as after arriving by mouse: it goes to the page. */
async function press(key: string): Promise<boolean> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  document.body.dispatchEvent(event)
  await settle()
  return event.defaultPrevented
}

describe('the keys with no control focused (the screen reached by mouse)', () => {
  it('the arrows step through, and put the keyboard on the step’s button', async () => {
    const steps = await open(TutorialView)
    expect(document.activeElement).toBe(document.body)
    expect(await press('ArrowRight')).toBe(true)
    expect(counter(steps)).toBe(t('screens.tutorial.step', { n: 2, of: STEPS }))
    expect(document.activeElement).toBe(steps.get('[data-test="tutorial-next"]').element)
    ;(document.activeElement as HTMLElement).blur()
    await press('ArrowLeft')
    expect(counter(steps)).toBe(t('screens.tutorial.step', { n: 1, of: STEPS }))
  })

  it('Enter puts the keyboard on Next without pressing it', async () => {
    const steps = await open(TutorialView)
    expect(await press('Enter')).toBe(true)
    expect(document.activeElement).toBe(steps.get('[data-test="tutorial-next"]').element)
    expect(counter(steps)).toBe(t('screens.tutorial.step', { n: 1, of: STEPS }))
  })
})

/** The card names a screen reader reads in `w`'s pictures, in order. */
const cardNames = (w: Pick<VueWrapper, 'findAll'>) =>
  w.findAll('.side-card').map((card) => card.attributes('aria-label') ?? '')

describe('every step', () => {
  it('has a title, words and a captioned picture, none empty, in English and in German', async () => {
    const steps = await open(TutorialView)
    /** The step's words as shown: its title, its text and its picture's caption. */
    const words = () => {
      const page = steps.get('[data-test="tutorial-page"]')
      return ['h2', '.body', 'figcaption'].map((part) => page.get(part).text().trim())
    }
    const seen = new Set<string>()
    try {
      for (let n = 1; n <= STEPS; n++) {
        const english = words()
        setLanguage('de')
        await nextTick()
        const german = words()
        setLanguage('en')
        await nextTick()
        for (const [i, text] of [...english, ...german].entries()) {
          expect(text.length, `step ${n}, part ${i}`).toBeGreaterThan(3)
          expect(text, `step ${n}`).not.toMatch(/screens\.tutorial/)
          // no step repeats another's words
          expect(seen.has(text), `step ${n}: ${text}`).toBe(false)
          seen.add(text)
        }
        // German words of their own, not the English fallen back to
        english.forEach((text, i) => expect(german[i], `step ${n}`).not.toBe(text))
        // the picture under the words: cards, or the round-win lights
        const page = steps.get('[data-test="tutorial-page"]')
        const drawn = page.findAll('figure .side-card, figure [data-test="round-light"]')
        expect(drawn.length, `step ${n}`).toBeGreaterThan(0)
        if (n < STEPS) await steps.get('[data-test="tutorial-next"]').trigger('click')
      }
    } finally {
      setLanguage('en')
    }
  })

  it('shows on its last the hand the tutorial match deals (main’s)', async () => {
    const steps = await open(TutorialView)
    await toLastStep(steps)
    const dealt = mount(
      {
        render: () =>
          h(
            'div',
            TUTORIAL_HAND.map((card) => h(CardChip, { card })),
          ),
      },
      { global: { plugins: [i18n] } },
    )
    mounted.push(dealt)
    expect(cardNames(dealt)).toHaveLength(4)
    expect(cardNames(steps.get('[data-test="tutorial-page"]'))).toEqual(cardNames(dealt))
  })
})
