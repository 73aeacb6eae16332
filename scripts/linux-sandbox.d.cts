// Types for linux-sandbox.cjs, so TypeScript (the Playwright fixtures, tests) can import it.
export declare function userNamespacesWork(): boolean
export declare function sandboxProblem(options: {
  electronPath: string
  args?: readonly string[]
  platform?: NodeJS.Platform
  stat?: (path: string) => { uid: number; mode: number } | null
  namespaces?: () => boolean
}): string | null
