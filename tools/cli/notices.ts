/**
 * `npm run notices`: writes the third-party notices the app ships (tools/licences/notices.ts)
 * after a dependency is added, removed or upgraded; scripts/licences.test.ts says when it is due.
 * What ships is read from the built bundles, so the app is built first when out/ is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { NOTICES_FILE, noticesJson } from '@tools/licences/notices'
import { buildIfStale } from '../../scripts/build-if-stale.cjs'
import { argsOrExit, noArguments, type Command } from './usage'

/** `npm run notices`: no arguments; `--help` says what it writes. */
export const NOTICES: Command<void> = {
  usage:
    'Usage: npm run notices\n' +
    `Writes ${NOTICES_FILE} from what the build takes from node_modules (builds first if out/ is stale).`,
  parse: noArguments,
}

if (require.main === module) {
  argsOrExit(NOTICES, process.argv.slice(2))
  const root = resolve(__dirname, '..', '..')
  buildIfStale(root)
  const target = join(root, NOTICES_FILE)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, noticesJson(root))
  console.log(`wrote ${NOTICES_FILE}`)
}
