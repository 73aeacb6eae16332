// @vitest-environment happy-dom
/**
 * The one new-game form of the save slots, over the real api router on a temporary data folder:
 * three empty slots show one form, not three; the player moves it to the slot they pick, with
 * the name typed going along; Esc or Cancel closes it back to the slot's button; the title's New
 * game opens it in the first empty slot with the keyboard in its name, so a name and Enter start
 * the game, after which it closes with its name cleared; Start without a name keeps the keyboard
 * in the name, marked and described by the word why; and with every slot taken New game says how
 * to make room, and the form opens in the slot a deleted save leaves.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')
const { default: TitleView } = await import('./TitleView.vue')
const { useNavigationStore } = await import('@/stores/navigation')

const { main, settle } = useRealMainPerTest(real, 'profiles-form', { pinia: true })
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  i18n.global.locale.value = 'en'
})

async function open(screen: typeof ProfilesView): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(screen, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

/** The slots whose new-game form is open, and those showing only "New game here". */
function shown(w: VueWrapper): { form: string[]; button: string[] } {
  const slotsWith = (test: string): string[] =>
    w
      .findAll(`[data-test^="slot-"]:has([data-test="${test}"])`)
      .map((slot) => slot.attributes('data-test') ?? '')
  return { form: slotsWith('new-name'), button: slotsWith('new-game-here') }
}

/** The focused element's `data-test` and the slot it lies in. */
function focused(): [string | undefined, string | undefined] {
  const on = document.activeElement as HTMLElement
  return [on.closest<HTMLElement>('[data-test^="slot-"]')?.dataset.test, on.dataset.test]
}

/** The title's New game pressed, and the save slots it opens drawn. */
async function newGameFromTitle(): Promise<VueWrapper> {
  const title = await open(TitleView)
  await title.get('[data-test="new-game"]').trigger('click')
  expect(useNavigationStore().current.screen).toBe('profiles')
  return open(ProfilesView)
}

describe('the save slots’ new-game form', () => {
  it('is one form in three empty slots, the others offering a new game there', async () => {
    const w = await open(ProfilesView)
    expect(shown(w)).toEqual({ form: ['slot-1'], button: ['slot-2', 'slot-3'] })
    expect(w.findAll('form')).toHaveLength(1)
    expect(w.get('[data-test="slot-2"] .vacant').text()).toBe('Empty slotNew game here')
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="slot-3"] .vacant p').text()).toBe('Leerer Platz')
    expect(w.get('[data-test="slot-3"] [data-test="new-game-here"]').text()).toBe(
      'Neues Spiel auf diesem Platz',
    )
  })

  it('moves to the slot picked, the keyboard and the name typed going along', async () => {
    const w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="new-name"]').setValue('Vessa')
    await w.get('[data-test="slot-1"] [data-test="portrait-3"]').setValue(true)
    await w.get('[data-test="slot-3"] [data-test="new-game-here"]').trigger('click')
    await settle()
    expect(shown(w)).toEqual({ form: ['slot-3'], button: ['slot-1', 'slot-2'] })
    expect(focused()).toEqual(['slot-3', 'new-name'])
    const field = w.get<HTMLInputElement>('[data-test="slot-3"] [data-test="new-name"]')
    expect(field.element.value).toBe('Vessa')
    // Start there makes the save in that slot, with the face picked before the move
    await w.get('[data-test="slot-3"] form').trigger('submit')
    await settle()
    const [save] = await main('profiles.list')
    const faces = await main('profiles.portraits')
    expect([save?.slot, save?.name, save?.portrait]).toEqual([3, 'Vessa', faces[2]])
  })

  it('closes back to the slot’s button on Esc, which goes no further, and on Cancel', async () => {
    await main('profiles.create', { slot: 2, name: 'Talon' })
    const w = await open(ProfilesView)
    // a save to load: no form opens by itself
    expect(shown(w)).toEqual({ form: [], button: ['slot-1', 'slot-3'] })
    await w.get('[data-test="slot-3"] [data-test="new-game-here"]').trigger('click')
    await settle()
    const field = w.get('[data-test="slot-3"] [data-test="new-name"]')
    await field.setValue('Orrin')
    const esc = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    const reached = vi.fn()
    window.addEventListener('keydown', reached)
    field.element.dispatchEvent(esc)
    await settle()
    window.removeEventListener('keydown', reached)
    expect(shown(w)).toEqual({ form: [], button: ['slot-1', 'slot-3'] })
    expect(focused()).toEqual(['slot-3', 'new-game-here'])
    // the screen's own Esc (back to the title) never heard it
    expect(reached).not.toHaveBeenCalled()
    expect(esc.defaultPrevented).toBe(true)
    // opened again, what was typed is still there; Cancel closes it the same way
    await w.get('[data-test="slot-3"] [data-test="new-game-here"]').trigger('click')
    await settle()
    expect(w.get<HTMLInputElement>('[data-test="new-name"]').element.value).toBe('Orrin')
    await w.get('[data-test="slot-3"] [data-test="cancel-new-game"]').trigger('click')
    await settle()
    expect(shown(w)).toEqual({ form: [], button: ['slot-1', 'slot-3'] })
    expect(focused()).toEqual(['slot-3', 'new-game-here'])
    expect(await main('profiles.list')).toHaveLength(1)
  })

  it('opens from the title’s New game in the first empty slot, the keyboard in its name', async () => {
    await main('profiles.create', { slot: 1, name: 'Talon' })
    const w = await newGameFromTitle()
    expect(shown(w)).toEqual({ form: ['slot-2'], button: ['slot-3'] })
    expect(focused()).toEqual(['slot-2', 'new-name'])
    // the fast way on: a name, and Enter (the form's submit) starts the game
    await w.get('[data-test="slot-2"] [data-test="new-name"]').setValue('Vessa')
    await w.get('[data-test="slot-2"] form').trigger('submit')
    await settle()
    expect((await main('profiles.list')).map((p) => [p.slot, p.name])).toEqual([
      [1, 'Talon'],
      [2, 'Vessa'],
    ])
    expect(document.querySelector('[data-test="tutorial-offer"]')).not.toBeNull()
    // behind the welcome the form has closed, its name gone: no second save seems under way
    expect(shown(w)).toEqual({ form: [], button: ['slot-3'] })
    await w.get('[data-test="slot-3"] [data-test="new-game-here"]').trigger('click')
    await settle()
    expect(w.get<HTMLInputElement>('[data-test="new-name"]').element.value).toBe('')
  })

  it('asked to start without a name, says so and keeps the keyboard in the name', async () => {
    const w = await newGameFromTitle()
    const start = w.get<HTMLButtonElement>('[data-test="slot-1"] [data-test="create-slot"]')
    start.element.focus()
    await w.get('[data-test="slot-1"] form').trigger('submit')
    await settle()
    const needed = w.get('[data-test="slot-1"] [data-test="name-needed"]')
    expect(needed.text()).toBe('Give your spacer a name first.')
    expect(focused()).toEqual(['slot-1', 'new-name'])
    // the field is marked wrong and read out with the word why
    const field = w.get('[data-test="slot-1"] [data-test="new-name"]')
    expect(field.attributes('aria-invalid')).toBe('true')
    expect(field.attributes('aria-describedby')).toBe(needed.attributes('id'))
    expect(start.element.disabled).toBe(false)
    await field.setValue('Vessa')
    expect(field.attributes('aria-invalid')).toBeUndefined()
    expect(field.attributes('aria-describedby')).toBeUndefined()
    expect(await main('profiles.list')).toHaveLength(0)
  })

  it('leaves the keyboard alone when the slots were opened to load a save', async () => {
    await main('profiles.create', { slot: 1, name: 'Talon' })
    const title = await open(TitleView)
    await title.get('[data-test="load"]').trigger('click')
    const w = await open(ProfilesView)
    expect(shown(w)).toEqual({ form: [], button: ['slot-2', 'slot-3'] })
    expect(document.activeElement).toBe(document.body)
  })

  it('with every slot taken, says how to make room and opens in the slot freed', async () => {
    for (const [slot, name] of [
      [1, 'Ana'],
      [2, 'Bo'],
      [3, 'Cy'],
    ] as const)
      await main('profiles.create', { slot, name })
    const w = await newGameFromTitle()
    expect(w.find('[data-test="slots-full"]').exists()).toBe(true)
    expect(shown(w)).toEqual({ form: [], button: [] })
    await w.get('[data-test="slot-2"] [data-test="delete-slot"]').trigger('click')
    await settle()
    await w.get('[data-test="confirm-text"]').setValue('Bo')
    await w.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(w.find('[data-test="slots-full"]').exists()).toBe(false)
    expect(shown(w)).toEqual({ form: ['slot-2'], button: [] })
  })
})
