/**
 * What each build takes from node_modules, recorded by the build itself: a Vite plugin in
 * electron.vite.config.ts writes, per build (main, preload, renderer), which installed packages
 * its output holds code or files of, and which packages it leaves to be required at run time.
 * tools/licences/shipped.ts reads these manifests to decide what ships (docs/licences.md).
 */
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The builds electron-vite makes (electron.vite.config.ts), each with its own manifest. */
export const BUILDS = ['main', 'preload', 'renderer'] as const

/** One of the builds. */
export type Build = (typeof BUILDS)[number]

/** What one build took from node_modules. */
export interface BundleManifest {
  /** Install paths ("node_modules/@vue/shared") of the packages whose code or files are in it. */
  bundled: string[]
  /** The packages its code requires at run time instead ("electron", "zod"); no built-ins. */
  external: string[]
}

/**
 * Where a build's manifest lies. Beside the build cache rather than in out/, which
 * electron-builder packs whole; scripts/build-if-stale.cjs names these files among a build's
 * outputs, so a missing one means a build is due.
 */
export function manifestFile(root: string, build: Build): string {
  return join(root, 'node_modules', '.cache', 'pazaak', 'shipped', `${build}.json`)
}

/** Reads a build's manifest; throws, naming the fix, when there is none. */
export function readManifest(root: string, build: Build): BundleManifest {
  const file = manifestFile(root, build)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BundleManifest
  } catch {
    throw new Error(`${relative(root, file)} is missing: build the app (npm run build)`)
  }
}

/**
 * The install path, from `root`, of the package a file belongs to
 * ("/r/node_modules/a/node_modules/@b/c/x.js" -> "node_modules/a/node_modules/@b/c"), or
 * undefined for a file of ours or a virtual module.
 */
export function installPathOf(root: string, file: string): string | undefined {
  const path = relative(root, file.split('?')[0] as string).replace(/\\/g, '/')
  const match =
    /^((?:node_modules\/(?:@[^/]+\/)?[^/]+\/)*)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)
  return match ? `${match[1] as string}node_modules/${match[2] as string}` : undefined
}

const BUILTINS = new Set(builtinModules)

/** The package a bare specifier names ("electron/renderer" -> "electron"), or undefined. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined
  const parts = specifier.split('/')
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string)
  return BUILTINS.has(name) ? undefined : name
}

/**
 * The plugin that writes `build`'s manifest once its output is written. A package counts when
 * the output holds code of it (a module with rendered code: a package imported only for its
 * types, or tree-shaken away, does not), a file of it (a font, an image), or a stylesheet of it
 * (CSS inlines an `@import`, so the stylesheets each CSS file is compiled from are recorded as
 * Vite compiles them).
 */
export function recordShipped(root: string, build: Build): Plugin {
  let viteRoot = root
  const stylesheets = new Set<string>()
  return {
    name: 'pazaak:record-shipped',
    apply: 'build',
    config: () => ({
      css: {
        postcss: {
          plugins: [
            {
              postcssPlugin: 'pazaak:record-stylesheets',
              OnceExit(css) {
                css.walk((node) => {
                  const file = node.source?.input.file
                  if (file) stylesheets.add(file)
                })
              },
            },
          ],
        },
      },
    }),
    configResolved(config) {
      viteRoot = config.root
    },
    buildStart() {
      stylesheets.clear()
    },
    writeBundle(_options, bundle) {
      const files = [...stylesheets]
      const external = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          files.push(...output.originalFileNames.map((name) => resolve(viteRoot, name)))
          continue
        }
        for (const [id, module] of Object.entries(output.modules))
          if (module.renderedLength > 0) files.push(id)
        // a chunk's imports name the other chunks too; only the rest are required at run time
        for (const specifier of [...output.imports, ...output.dynamicImports]) {
          const name = bundle[specifier] ? undefined : packageOf(specifier)
          if (name) external.add(name)
        }
      }
      // Vite names a module by its real path: where node_modules is a link (a checkout sharing
      // another's install), the packages lie under the link's target, not under root
      const modulesRoot = dirname(realpathSync(join(root, 'node_modules')))
      const bundled = new Set(files.flatMap((file) => installPathOf(modulesRoot, file) ?? []))
      const manifest: BundleManifest = {
        bundled: [...bundled].sort(),
        external: [...external].sort(),
      }
      const target = manifestFile(root, build)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`)
    },
  }
}
