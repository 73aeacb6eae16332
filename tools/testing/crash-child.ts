/**
 * The crash-safety test's child (crash.test.ts): saves the profile in slot 1 over and over
 * through the real api, renaming its first deck to `n<i>` and printing `i` once each save is
 * done. The test kills it with SIGKILL at random moments and checks what is left on disk.
 *
 * Usage: node crash-child.js <dataDir>, then one line on stdin: the first i. The child loads
 * its code before that line comes, so the test can start the next child while one is running.
 */
import { createApi } from '@main/api/router'

async function main(): Promise<void> {
  const [dataDir] = process.argv.slice(2)
  if (!dataDir) throw new Error('usage: crash-child <dataDir>')
  process.stdout.write('loaded\n')
  const first = await new Promise<string>((resolve) => {
    let input = ''
    process.stdin.on('data', (chunk: Buffer) => {
      input += chunk.toString()
      if (input.includes('\n')) resolve(input.trim())
    })
  })
  const api = createApi({ dataDir, host: 'web', seed: 1 })
  const loaded = await api.call('profiles.load', { slot: 1 })
  if (!loaded.ok) throw new Error(loaded.error.key)
  process.stdout.write('ready\n')
  for (let i = Number(first); ; i++) {
    const renamed = await api.call('decks.rename', { id: 'deck-1', name: `n${i}` })
    if (!renamed.ok) throw new Error(renamed.error.key)
    process.stdout.write(`${i}\n`)
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`)
  process.exit(1)
})
