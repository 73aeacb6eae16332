/**
 * The Collection screen (the deck builder) mounted for its view tests over the test's real
 * main, in a Pinia of its own made active, so that the test reads the stores the screen writes:
 * the notices it posts, the navigation it leaves by. Test code only; nothing in the app
 * imports it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { i18n } from '@/i18n'
import { useNavigationStore } from '@/stores/navigation'
import { useNoticesStore } from '@/stores/notices'
import CollectionView from '@/views/CollectionView.vue'
import type { CardCode } from '@common/cards'
import type { RealMainPerTest } from './real-main'

/** Where the screen is mounted. */
export interface CollectionPlace {
  /** the navigation on the Collection screen, so that Back and Esc ask the screen first */
  onScreen?: boolean
  /** in the page, so that the focus and the dialogs' ids can be read */
  inPage?: boolean
}

/** The mounted screen and the stores it writes. */
export interface CollectionScreen {
  wrapper: VueWrapper
  notices: ReturnType<typeof useNoticesStore>
  navigation: ReturnType<typeof useNavigationStore>
}

/** Mounts the Collection screen and waits until it has drawn main's answers. */
export async function openCollection(
  settle: RealMainPerTest['settle'],
  place: CollectionPlace = {},
): Promise<CollectionScreen> {
  const pinia = createPinia()
  setActivePinia(pinia)
  const notices = useNoticesStore()
  const navigation = useNavigationStore()
  if (place.onScreen) navigation.go('collection')
  const wrapper = mount(CollectionView, {
    global: { plugins: [pinia, i18n] },
    attachTo: place.inPage ? document.body : undefined,
  })
  await settle()
  return { wrapper, notices, navigation }
}

/** Cards won since slot 1's profile began, each with the card-log line a save must have for it. */
export async function winCards(
  rewriteSave: RealMainPerTest['rewriteSave'],
  cards: Partial<Record<CardCode, number>>,
): Promise<void> {
  await rewriteSave(1, (data) => {
    const collection = data.collection as Partial<Record<CardCode, number>>
    const log = data.cardLog as object[]
    for (const [card, delta] of Object.entries(cards) as [CardCode, number][]) {
      collection[card] = (collection[card] ?? 0) + delta
      log.push({ at: '2025-01-01T12:00:00.000Z', card, delta, reason: 'prize', note: 'test' })
    }
  })
}
