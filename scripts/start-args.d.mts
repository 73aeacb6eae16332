// Types for start-args.mjs, so the command-line tests can import it.
import type { Answer } from '@tools/cli/usage'
import type { HostArgsModule } from './host-args.mjs'
export declare function asksForHelp(argv: readonly string[]): boolean
export declare function startUsage(hostUsage: string): string
export declare function browserArgs(
  argv: readonly string[],
  host: HostArgsModule,
): { args: string[]; leftOut: string[] }
export declare function fallbackArgs(
  argv: readonly string[],
  host: HostArgsModule,
): { args: string[]; note: string | null } | { answer: Answer }
