// @vitest-environment happy-dom
/**
 * The notices on screen: one live region, there before any notice, and a notice held while the
 * pointer rests on it or the focus is in it. Its time waits for the player's next key or click,
 * and each Tab starts it again, so the keyboard reaches its ✕. They follow the player from screen
 * to screen, drawn where each leaves them room. Only the notices' timers are fake.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACHIEVEMENT_IDS } from '@common/achievements'
import { i18n, setLanguage } from '@/i18n'
import { useFeatsStore } from '@/stores/feats'
import { useNavigationStore } from '@/stores/navigation'
import { NOTICE_MS, noticeMs, useNoticesStore } from '@/stores/notices'
import { noticeName } from '@/composables/deck/deck-words'
import NoticeStack from './NoticeStack.vue'

beforeEach(() => {
  setActivePinia(createPinia())
  i18n.global.locale.value = 'en'
  // the notices' own timers: everything else (Vue's ticks, the DOM's events) runs as it does
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => vi.useRealTimers())

describe('the notice stack', () => {
  it('is one polite live region, on the page before any notice comes', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const store = useNoticesStore()
    const region = wrapper.get('[data-test="notices"]')
    expect(region.attributes('aria-live')).toBe('polite')
    expect(region.text()).toBe('')
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    store.push({ key: 'screens.collection.saved', params: { name: 'Rim runner' } }, 'warning')
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(2)
    // no second region inside the first: each notice would be said twice, or not at all
    const regions = wrapper.findAll('[aria-live], [role="status"], [role="alert"], [role="log"]')
    expect(regions.map((r) => r.element)).toEqual([region.element])
    expect(region.text()).toContain('Deck “Rim runner” saved.')
    wrapper.unmount()
  })

  it('shows a notice whole at a tap on it (a finger has no hover), and cut short at the next', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    await wrapper.vm.$nextTick()
    const notice = wrapper.get('[data-test="notice"]')
    expect(notice.classes()).not.toContain('opened')
    await notice.get('.words').trigger('click')
    expect(notice.classes()).toContain('opened')
    await notice.get('.words').trigger('click')
    expect(notice.classes()).not.toContain('opened')
    wrapper.unmount()
  })

  it('keeps a notice while the pointer is on it or the focus in it', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    await wrapper.vm.$nextTick()
    const notice = wrapper.get('[data-test="notice"]')
    await notice.trigger('mouseenter')
    await notice.get('button').trigger('focusin')
    vi.advanceTimersByTime(NOTICE_MS.info * 3)
    await notice.trigger('mouseleave')
    vi.advanceTimersByTime(NOTICE_MS.info * 3)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(1)
    await notice.get('button').trigger('focusout')
    vi.advanceTimersByTime(NOTICE_MS.info)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(0)
    wrapper.unmount()
  })

  it('waits for the keyboard: its time starts at the next key, and every Tab starts it again', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] }, attachTo: document.body })
    const store = useNoticesStore()
    const shown = async (): Promise<number> => {
      await wrapper.vm.$nextTick()
      return wrapper.findAll('[data-test="notice"]').length
    }
    const key = (key: string, shift = false): void => {
      const at = document.activeElement ?? document.body
      at.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: shift, bubbles: true }))
    }
    // an achievement comes with the result: the player reads the result, no key pressed
    store.push({ key: 'feats.toast', params: { name: 'First win' } })
    vi.advanceTimersByTime(NOTICE_MS.info * 10)
    expect(await shown()).toBe(1)
    // a key: its few seconds run now
    key('ArrowDown')
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    expect(await shown()).toBe(1)
    // the keyboard on its way to the ✕, a Tab at a time, each a little slower than the last
    for (const shift of [false, true, false]) {
      key('Tab', shift)
      vi.advanceTimersByTime(NOTICE_MS.info - 1)
      expect(await shown()).toBe(1)
    }
    // there: the focus on its ✕ holds it as long as it stays
    const dismiss = wrapper.get('[data-test="notice"] button').element as HTMLButtonElement
    key('Tab')
    dismiss.focus()
    vi.advanceTimersByTime(NOTICE_MS.info * 10)
    expect(await shown()).toBe(1)
    // and gone its whole time after the keyboard left it and rested
    dismiss.blur()
    vi.advanceTimersByTime(NOTICE_MS.info - 1)
    expect(await shown()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await shown()).toBe(0)
    wrapper.unmount()
  })

  it('starts its time at the next click, for a player on the mouse', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] }, attachTo: document.body })
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    vi.advanceTimersByTime(NOTICE_MS.info * 10)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(1)
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    vi.advanceTimersByTime(NOTICE_MS.info)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(0)
    wrapper.unmount()
  })

  it('follows the player: one place on every screen, none at the table, a deck notice left behind', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const store = useNoticesStore()
    const navigation = useNavigationStore()
    const region = wrapper.get('[data-test="notices"]')
    const shown = async (): Promise<string[]> => {
      await wrapper.vm.$nextTick()
      return wrapper.findAll('[data-test="notice"]').map((n) => n.text())
    }
    // the title: stacked in the foot of the column left of its menu
    store.push({ key: 'feats.toast', params: { name: 'Collector' } })
    expect(await shown()).toHaveLength(1)
    expect(region.classes()).toContain('column')
    navigation.go('collection')
    store.push(
      { key: 'screens.collection.saved', params: { name: 'Bar brawler' } },
      'info',
      'collection',
    )
    expect(await shown()).toHaveLength(2)
    expect(region.classes()).toContain('strip')
    // the decks screen left: its notice stays behind, the achievement's follows
    navigation.back()
    navigation.go('campaign')
    expect(await shown()).toEqual(['Achievement unlocked: Collector ✕'])
    navigation.go('cantina', { locationId: 'rusted-anchor' })
    await wrapper.vm.$nextTick()
    expect(region.classes()).toContain('column')
    // the table draws none, and its region stays on the page for the next
    navigation.replace('table', { matchId: 'm1' })
    expect(await shown()).toEqual([])
    expect(region.attributes('aria-live')).toBe('polite')
    navigation.replace('result', { matchId: 'm1' })
    // the result leaves the strip at its foot free, as a menu screen does
    expect(await shown()).toHaveLength(1)
    expect(region.classes()).toEqual(['notices', 'strip'])
    wrapper.unmount()
  })

  it('is held by no pointer that rested on it as the table took it off the page', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] }, attachTo: document.body })
    const navigation = useNavigationStore()
    const count = async (): Promise<number> => {
      await wrapper.vm.$nextTick()
      return wrapper.findAll('[data-test="notice"]').length
    }
    navigation.go('cantina', { locationId: 'rusted-anchor' })
    useFeatsStore().announce(['collector'])
    expect(await count()).toBe(1)
    // the pointer rests on it as the player sits down by keys: the table draws none, and an
    // element taken off the page hears no mouseleave, however far the pointer moves then
    await wrapper.get('[data-test="notice"]').trigger('mouseenter')
    navigation.replace('table', { matchId: 'm1' })
    expect(await count()).toBe(0)
    navigation.replace('result', { matchId: 'm1' })
    expect(await count()).toBe(1)
    // on the result, the pointer elsewhere: the next key starts its time, and it goes
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    vi.advanceTimersByTime(NOTICE_MS.info)
    expect(await count()).toBe(0)
    wrapper.unmount()
  })

  it('draws the achievements that came at once in one toast, every name whole, in a language chosen', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    /** Each toast as seen (title, names) and as heard (the one sentence in the live region). */
    const toasts = () =>
      wrapper.findAll('[data-test="notice"]').map((n) => ({
        seen: [n.get('.feat-title').text(), ...n.findAll('.feat-name').map((name) => name.text())],
        heard: n.get('.visually-hidden').text(),
        hidden: n.get('[data-test="feat-toast"]').attributes('aria-hidden'),
      }))
    useFeatsStore().announce(['firstWin', 'bustFree', 'exactTwenty'])
    await wrapper.vm.$nextTick()
    expect(toasts()).toEqual([
      {
        seen: ['3 achievements unlocked', 'First blood', 'Steady hand', 'Right on the number'],
        heard: 'Achievements unlocked: First blood, Steady hand and Right on the number',
        hidden: 'true',
      },
    ])
    // the player goes on to Settings, the toast with them, and picks German there
    useNavigationStore().go('settings')
    setLanguage('de')
    await wrapper.vm.$nextTick()
    expect(toasts().map((toast) => toast.seen)).toEqual([
      ['3 Erfolge freigeschaltet', 'Erster Sieg', 'Ruhige Hand', 'Punktlandung'],
    ])
    expect(toasts().at(-1)?.heard).toBe(
      'Erfolge freigeschaltet: Erster Sieg, Ruhige Hand und Punktlandung',
    )
    // three are few enough to name them all: nothing said to be left over
    expect(wrapper.find('[data-test="feat-more"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('takes a second batch into the achievements toast showing, its time waiting again', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] }, attachTo: document.body })
    const count = async (): Promise<number> => {
      await wrapper.vm.$nextTick()
      return wrapper.findAll('[data-test="notice"]').length
    }
    /** The one toast as seen: its title and names. */
    const seen = () => {
      const toast = wrapper.get('[data-test="feat-toast"]')
      return [toast.get('.feat-title').text(), ...toast.findAll('.feat-name').map((n) => n.text())]
    }
    useNavigationStore().go('collection')
    useNoticesStore().push({ key: 'screens.collection.saved', params: { name: 'Mine' } })
    useFeatsStore().announce(['exactTwenty'])
    expect(await count()).toBe(2)
    // the player clicks on (the toast's few seconds run), and a deal unlocks two more, one of
    // them told already: one toast, its names and the new one, never two side by side
    document.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(NOTICE_MS.info - 1000)
    useFeatsStore().announce(['exactTwenty', 'firstWin'])
    expect(await count()).toBe(2)
    expect(seen()).toEqual(['2 achievements unlocked', 'Right on the number', 'First blood'])
    expect(wrapper.get('[data-test="feat-toast"]').element.parentElement?.textContent).toContain(
      'Achievements unlocked: Right on the number and First blood',
    )
    // the deck's notice went at its time; the toast waits for the player's next key or click
    vi.advanceTimersByTime(NOTICE_MS.info * 3)
    expect(await count()).toBe(1)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    vi.advanceTimersByTime(noticeMs(useNoticesStore().notices[0]!) - 1)
    expect(await count()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await count()).toBe(0)
    // a batch after it went has a toast of its own again
    useFeatsStore().announce(['collector'])
    expect(await count()).toBe(1)
    wrapper.unmount()
  })

  it('names the first three of a dozen and counts the rest, every name whole while it is read', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const dozen = ACHIEVEMENT_IDS.slice(0, 12)
    useFeatsStore().announce(dozen)
    await wrapper.vm.$nextTick()
    const toast = wrapper.get('[data-test="notice"]')
    /** The toast as seen: its title, the names, and what it says of the rest. */
    const seen = () => ({
      title: toast.get('.feat-title').text(),
      names: toast.findAll('.feat-name').map((name) => name.text()),
      more: toast.find('[data-test="feat-more"]').exists()
        ? toast.get('[data-test="feat-more"]').text()
        : null,
    })
    expect(seen()).toEqual({
      title: '12 achievements unlocked',
      names: ['First blood', 'Full house', 'Right on the number'],
      more: 'and 9 others',
    })
    // the ear hears every name, as it did before there were too many to show
    const heard = toast.get('.visually-hidden').text()
    for (const id of dozen) expect(heard).toContain(i18n.global.t(`feats.list.${id}.name`))
    const all = dozen.map((id) => i18n.global.t(`feats.list.${id}.name`))
    // the pointer on it opens it whole, and it closes as the pointer leaves
    await toast.trigger('mouseenter')
    expect(seen()).toEqual({ title: '12 achievements unlocked', names: all, more: null })
    await toast.trigger('mouseleave')
    expect(seen().names).toHaveLength(3)
    // so does the keyboard on its ✕, and a tap, as a finger cannot rest on it
    await toast.get('button').trigger('focusin')
    expect(seen().names).toEqual(all)
    await toast.get('button').trigger('focusout')
    expect(seen().more).toBe('and 9 others')
    await toast.get('.words').trigger('click')
    expect(seen().names).toEqual(all)
    await toast.get('.words').trigger('click')
    // in German, the rest counted as German counts them
    setLanguage('de')
    await wrapper.vm.$nextTick()
    expect(seen()).toEqual({
      title: '12 Erfolge freigeschaltet',
      names: ['Erster Sieg', 'Volles Haus', 'Punktlandung'],
      more: 'und 9 weitere',
    })
    wrapper.unmount()
  })

  it('comes back closed on the result after the table took it off the page under the pointer', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const navigation = useNavigationStore()
    navigation.go('cantina', { locationId: 'rusted-anchor' })
    useFeatsStore().announce(ACHIEVEMENT_IDS.slice(0, 12))
    await wrapper.vm.$nextTick()
    await wrapper.get('[data-test="notice"]').trigger('mouseenter')
    expect(wrapper.findAll('.feat-name')).toHaveLength(12)
    navigation.replace('table', { matchId: 'm1' })
    await wrapper.vm.$nextTick()
    navigation.replace('result', { matchId: 'm1' })
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('.feat-name')).toHaveLength(3)
    wrapper.unmount()
  })

  it('keeps a longer notice longer once its time runs, never less than its few seconds', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const store = useNoticesStore()
    useFeatsStore().announce(['firstWin'])
    // a damaged save's warning in German: a long sentence, read for longer than its 9 seconds
    setLanguage('de')
    const params = { save: 'slot-1', why: 'damaged', aside: 'profile-1.json.bak', dir: '/saves' }
    store.push({ key: 'notices.restoredDamaged', params }, 'warning')
    const long = store.notices.at(-1)!
    expect(noticeMs(long)).toBeGreaterThan(NOTICE_MS.warning)
    expect(noticeMs(store.notices[0]!)).toBe(NOTICE_MS.info)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    vi.advanceTimersByTime(NOTICE_MS.info)
    await wrapper.vm.$nextTick()
    // the toast went after its few seconds, the long warning is still there to read
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(1)
    vi.advanceTimersByTime(noticeMs(long) - NOTICE_MS.info)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(0)
    wrapper.unmount()
  })

  it('names the untouched starter deck in a deck notice in the language of the moment', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    useNavigationStore().go('collection')
    useNoticesStore().push(
      {
        key: 'screens.collection.activated',
        params: { name: noticeName({ name: 'x', starter: true }) },
      },
      'info',
      'collection',
    )
    await wrapper.vm.$nextTick()
    const words = () => wrapper.get('[data-test="notice"] .words').text()
    expect(words()).toBe('“Starter deck” is your active deck now.')
    setLanguage('de')
    await wrapper.vm.$nextTick()
    expect(words()).toBe('„Startdeck“ ist jetzt dein aktives Deck.')
    wrapper.unmount()
  })
})
