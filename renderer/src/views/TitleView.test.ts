// @vitest-environment happy-dom
/**
 * The title screen's music against the real api router on a temporary data folder: it starts
 * once the title has drawn its first frame, and a title left before then plays nothing (the
 * next screen's music must not be followed by the menu's).
 */
import { mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; what is asked of it is recorded.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { playMusic } = await import('@/fx/sound')
const { i18n } = await import('@/i18n')
const { default: TitleView } = await import('./TitleView.vue')

useRealMainPerTest(real, 'title')

beforeEach(() => {
  vi.mocked(playMusic).mockClear()
})

/** Waits for the next frame and the task after it: when the title's late starts have run. */
function nextFrame(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => setTimeout(done)))
}

const mountTitle = () => mount(TitleView, { global: { plugins: [createPinia(), i18n] } })

describe('the title screen’s music', () => {
  it('starts the menu loop once the title has drawn its first frame', async () => {
    const title = mountTitle()
    expect(playMusic).not.toHaveBeenCalled()
    await nextFrame()
    expect(vi.mocked(playMusic).mock.calls).toEqual([['menu']])
    title.unmount()
  })

  it('plays nothing when the player has left the title before then', async () => {
    mountTitle().unmount()
    await nextFrame()
    expect(playMusic).not.toHaveBeenCalled()
  })
})
