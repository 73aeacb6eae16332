/**
 * `npm run notices`: writes the third-party notices the app ships (tools/licences/notices.ts)
 * after a dependency is added, removed or upgraded; scripts/licences.test.ts says when it is due.
 * What ships is read from the built bundles, so the app is built first when out/ is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { NOTICES_FILE, noticesJson } from '@tools/licences/notices'
import { buildIfStale } from '../../scripts/build-if-stale.cjs'

const root = resolve(__dirname, '..', '..')
buildIfStale(root)
const target = join(root, NOTICES_FILE)
mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, noticesJson(root))
console.log(`wrote ${NOTICES_FILE}`)
