/**
 * FNV-1a over a text's UTF-16 code units: a small hash that is the same in every process, browser
 * and run, for choices that must repeat (the daily's deal from its date, an opponent's line from
 * its match and moment). Not for anything that must resist a guess.
 */
export function textHash(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++)
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash
}
