/**
 * The crash-safety test's child (main/store/crash.slow.test.ts). It takes the data folder's lock, as the hosts
 * do, then works through the real api in a loop, printing a line once each step is on disk.
 * The test kills it with SIGKILL at random moments and checks what is left on disk.
 *
 * Usage: node crash-child.js <dataDir> <mode>, then one line on stdin saying where to go on
 * from. The child loads its code before that line comes, so the test can start the next child
 * while one is running. Modes:
 *
 * - `save`: renames slot 1's first deck to `n<i>` over and over, printing `i` (stdin: first i).
 * - `delete`: in slot 2, over and over: create the profile (`c i`), rename its deck to `a<i>`
 *   (`a i`) and `b<i>` (`b i`), delete it (`d i`) (stdin: the last step done, e.g. `b 4`).
 * - a child that finds the folder locked prints `held <pid>` on stderr and exits with 3.
 */
import { createApi, type Api } from '@main/api/router'
import { FolderLockedError, lockDataFolder } from '@main/store/folder-lock'
import { LOCKED_EXIT, nextStep, type DeleteStep } from './crash-steps'

async function must(api: Api, name: string, payload: unknown): Promise<unknown> {
  const result = await api.call(name, payload)
  if (!result.ok) throw new Error(`${name}: ${result.error.key}`)
  return result.value
}

async function saveLoop(api: Api, first: number): Promise<void> {
  await must(api, 'profiles.load', { slot: 1 })
  process.stdout.write('ready\n')
  for (let i = first; ; i++) {
    await must(api, 'decks.rename', { id: 'deck-1', name: `n${i}` })
    process.stdout.write(`${i}\n`)
  }
}

async function deleteLoop(api: Api, from: string): Promise<void> {
  const [doneStep, doneRound] = from.split(' ') as [DeleteStep, string]
  let [step, i] = nextStep(doneStep, Number(doneRound))
  process.stdout.write('ready\n')
  for (;;) {
    if (step === 'c') await must(api, 'profiles.create', { slot: 2, name: 'Doomed' })
    else if (step === 'a' || step === 'b') {
      await must(api, 'profiles.load', { slot: 2 })
      await must(api, 'decks.rename', { id: 'deck-1', name: `${step}${i}` })
    } else await must(api, 'profiles.delete', { slot: 2, confirm: 'Doomed' })
    process.stdout.write(`${step} ${i}\n`)
    ;[step, i] = nextStep(step, i)
  }
}

async function main(): Promise<void> {
  const [dataDir, mode] = process.argv.slice(2)
  if (!dataDir || (mode !== 'save' && mode !== 'delete')) {
    throw new Error('usage: crash-child <dataDir> save|delete')
  }
  process.stdout.write('loaded\n')
  const from = await new Promise<string>((resolve) => {
    let input = ''
    process.stdin.on('data', (chunk: Buffer) => {
      input += chunk.toString()
      if (input.includes('\n')) resolve(input.trim())
    })
  })
  try {
    lockDataFolder(dataDir, { app: 'the crash test' })
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error
    process.stderr.write(`held ${error.holder.pid}\n`)
    process.exit(LOCKED_EXIT)
  }
  const api = createApi({ dataDir, host: 'web', seed: 1 })
  if (mode === 'save') await saveLoop(api, Number(from))
  else await deleteLoop(api, from)
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exit(1)
})
