// Types for electron-binary.cjs, so TypeScript (the Playwright fixtures, tests) can import it.
export declare const PROJECT_ROOT: string
export declare function platformExecutable(platform?: NodeJS.Platform): string
export type ElectronBinary = { path: string; source: string } | { path: null; reason: string }
export declare function findElectronBinary(options?: {
  env?: Record<string, string | undefined>
  root?: string
  platform?: NodeJS.Platform
  exists?: (path: string) => boolean
}): ElectronBinary
