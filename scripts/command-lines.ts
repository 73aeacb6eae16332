import { REGRET } from '@tools/ai/regret-args'
import { CAMPAIGN_SIM } from '@tools/cli/campaign-sim-args'
import { NOTICES } from '@tools/cli/notices'
import { SCENARIO } from '@tools/cli/scenario-args'
import { SIM } from '@tools/cli/sim-args'
import { SOLVE } from '@tools/cli/solve-args'
import type { Command } from '@tools/cli/usage'
import { LOAD_AB } from '../bench/load-ab-args'
import { BENCH } from '../bench/run-args'
import { ICONS } from './make-icons'
import { SOUNDS } from './make-sounds'

/**
 * Each npm script that runs a command line of the repo, and the command object that reads its
 * arguments: the command-line tests read them in-process (command-lines.test.ts) and start each
 * script for real (command-lines.slow.test.ts).
 */
export const COMMANDS: Record<string, Command<unknown>> = {
  scenario: SCENARIO,
  sim: SIM,
  solve: SOLVE,
  regret: REGRET,
  'campaign-sim': CAMPAIGN_SIM,
  bench: BENCH,
  'bench:ab': LOAD_AB,
  sounds: SOUNDS,
  icons: ICONS,
  notices: NOTICES,
}
