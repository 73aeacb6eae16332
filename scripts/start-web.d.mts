// Types for start-web.mjs, so the command-line tests can import it.
import type { Answer } from '@tools/cli/usage'
import type { HostArgsModule } from './host-args.mjs'
export declare function answerBeforeBuild(
  args: readonly string[],
  host: HostArgsModule,
): Answer | null
export declare function startWeb(args?: readonly string[]): void
