/**
 * Main's live check of the deck on the bench, apart from the bench itself: what is legal is
 * always main's answer, asked again with every change, and answers can arrive out of order.
 */
import { ref, watch, type Ref } from 'vue'
import type { DeckDraft } from '@/components/deck/draft'
import type { Wordable } from '@/i18n/words'
import { useCollectionStore } from '@/stores/collection'
import { failureMessage } from '@/stores/errors'

/**
 * main's problems with the `draft` (or why it could not be checked), worded when shown; asked
 * from the moment the deck the screen opens on is on the bench, so a change made while it loads
 * is asked about then. Only the answer to the latest question is shown.
 */
export function useLiveCheck(draft: Ref<DeckDraft>, opening: Ref<boolean>) {
  const collection = useCollectionStore()
  const problems = ref<Wordable[] | null>(null)
  let asked = 0
  watch(
    () => [opening.value, draft.value.rules, draft.value.cards.join(',')] as const,
    async ([waiting]) => {
      if (waiting) return
      const ticket = ++asked
      try {
        const check = await collection.check(draft.value.rules, [...draft.value.cards])
        if (ticket === asked) problems.value = check.problems
      } catch (e) {
        if (ticket === asked) problems.value = [failureMessage(e)]
      }
    },
  )
  return problems
}
