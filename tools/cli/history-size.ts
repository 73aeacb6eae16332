/**
 * The bytes a kept match takes in the profile (docs/history.md): seeded matches per ruleset,
 * played by the AI tiers and at random, each record measured as the JSON it is saved as.
 * `npx tsx tools/cli/history-size.ts [matches per ruleset and style]`
 */
import { RULESET_IDS } from '@common/rulesets'
import { moveCount } from '@main/services/history/moves'
import { playSeededMatch, type PlayStyle } from '@tools/testing/history-kit'

const count = Number(process.argv[2] ?? 300)
for (const style of ['ai', 'random'] as PlayStyle[]) {
  for (const rules of RULESET_IDS) {
    const sizes: number[] = []
    const moves: number[] = []
    for (let seed = 1; seed <= count; seed++) {
      const { record } = playSeededMatch(rules, seed * 104_729, style)
      sizes.push(Buffer.byteLength(JSON.stringify(record)))
      moves.push(moveCount(record.moves))
    }
    sizes.sort((a, b) => a - b)
    moves.sort((a, b) => a - b)
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]
    console.log(
      `${style.padEnd(6)} ${rules.padEnd(10)} bytes median ${median(sizes)} max ${sizes[sizes.length - 1]}; moves median ${median(moves)} max ${moves[moves.length - 1]}`,
    )
  }
}
