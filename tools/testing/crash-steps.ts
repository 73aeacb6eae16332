/** What crash-child.ts and main/store/crash.slow.test.ts agree on: the delete loop's steps and the exit codes. */

/** The exit code of a child that found the data folder locked. */
export const LOCKED_EXIT = 3

/** The steps of the delete loop, in order; after `d` the next round's `c` follows. */
export const DELETE_STEPS = ['c', 'a', 'b', 'd'] as const
export type DeleteStep = (typeof DELETE_STEPS)[number]

/** The step after `step` of round `i`. */
export function nextStep(step: DeleteStep, i: number): [DeleteStep, number] {
  const at = DELETE_STEPS.indexOf(step)
  return at === DELETE_STEPS.length - 1 ? ['c', i + 1] : [DELETE_STEPS[at + 1]!, i]
}

/** Slot 2's first deck's name after a step (null: no profile in slot 2). */
export function deckAfter(step: DeleteStep, i: number): string | null {
  if (step === 'c') return 'Starter deck'
  if (step === 'd') return null
  return `${step}${i}`
}
