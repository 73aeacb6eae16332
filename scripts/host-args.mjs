// The browser host's own argument parser (main/host/args.ts), for the plain Node scripts that
// start it: `npm start` and `npm run start:web` read their arguments with it before they build,
// so a mistake is refused in a moment rather than after a minute's build, in the host's words.
// The file has no imports, so one esbuild transform of it is a whole module: about 0.12 s here
// (loading esbuild 45 ms, the transform and import 70 ms; twice that on a busy machine), where
// a build takes about a minute.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { transformSync } from 'esbuild'
import { PROJECT_ROOT } from './electron-binary.cjs'

/** main/host/args.ts as a module, transformed from the checkout's source (not from out/). */
export async function loadHostArgs(root = PROJECT_ROOT) {
  const source = readFileSync(join(root, 'main', 'host', 'args.ts'), 'utf8')
  const { code } = transformSync(source, { loader: 'ts', format: 'esm', target: 'node20' })
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
}
