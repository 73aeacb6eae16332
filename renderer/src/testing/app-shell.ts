/**
 * App.vue's shape for the view tests that follow the keyboard from screen to screen: the screen
 * on top of the navigation stack under `main.app`, its focus kept as App.vue keeps it, and a
 * bare title for any screen the test does not mount. Test code only; nothing in the app imports
 * it. The app's modules load when it is asked for, after the test has put the real main in place,
 * as the tests load them.
 */
import { defineComponent, h, type Component } from 'vue'
import { storeToRefs } from 'pinia'
import type { Screen } from '@/stores/navigation'

/** The app's shell over the given screens, each shown while it is on top of the stack. */
export async function appShell(screens: Partial<Record<Screen, Component>>): Promise<Component> {
  const { useNavigationStore } = await import('@/stores/navigation')
  const { useScreenFocus } = await import('@/composables/useScreenFocus')
  const { useFocusKeeper } = await import('@/composables/useFocusKeeper')
  return defineComponent(() => {
    const { current, stack } = storeToRefs(useNavigationStore())
    useScreenFocus(stack)
    useFocusKeeper()
    return () => {
      const { screen, params } = current.value
      const key = screen + JSON.stringify(params)
      const view = screens[screen]
      return h('main', { class: 'app' }, [
        view
          ? h(view, { key })
          : h('section', { key, 'data-screen': 'Title' }, [h('h1', 'Pazaak')]),
      ])
    }
  })
}

/** One frame of the page: the focus keeper and the screens' homes act on frames. */
export const frame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()))

/** A few frames, as many as the keyboard's moves wait for a place to show or come on. */
export async function frames(n = 10): Promise<void> {
  const { flushPromises } = await import('@vue/test-utils')
  for (let i = 0; i < n; i++) {
    await frame()
    await flushPromises()
  }
}

/** What has the focus, by its `data-test`. */
export const focused = (): string | null =>
  document.activeElement?.getAttribute('data-test') ?? null
