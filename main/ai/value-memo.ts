/**
 * The master's memo of searched positions: position key -> value, for keys that are whole
 * numbers below 2^53 (round-model.ts's plainNumberKey and positionHash). A JavaScript Map keyed
 * by such numbers boxes every key past 2^31 and hashes the box; this table keeps keys and values
 * in typed arrays (open addressing, linear probing), and empties itself in constant time by
 * moving to a new generation instead of clearing its arrays. It answers exactly as a Map would.
 */
export class ValueMemo {
  private keys: Float64Array
  private values: Float64Array
  /** the generation that wrote each slot; a slot of an older generation is empty */
  private stamps: Uint32Array
  private generation = 1
  private size = 0
  private mask: number

  constructor(capacity = 1 << 16) {
    const slots = 1 << Math.ceil(Math.log2(Math.max(16, capacity)))
    this.keys = new Float64Array(slots)
    this.values = new Float64Array(slots)
    this.stamps = new Uint32Array(slots)
    this.mask = slots - 1
  }

  /** The value stored for `key`, or undefined. */
  get(key: number): number | undefined {
    const { keys, stamps, mask, generation } = this
    for (let i = slotOf(key, mask); ; i = (i + 1) & mask) {
      if (stamps[i] !== generation) return undefined
      if (keys[i] === key) return this.values[i]
    }
  }

  /** Stores `value` for `key` (replacing what was there). */
  set(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.mask + 1) this.grow()
    const { keys, stamps, mask, generation } = this
    let i = slotOf(key, mask)
    while (stamps[i] === generation && keys[i] !== key) i = (i + 1) & mask
    if (stamps[i] !== generation) {
      stamps[i] = generation
      keys[i] = key
      this.size++
    }
    this.values[i] = value
  }

  /** Forgets every entry. */
  clear(): void {
    this.size = 0
    this.generation++
    // after 2^32 - 1 clears the stamps would wrap onto live-looking slots: start over instead
    if (this.generation === 0xffffffff) {
      this.stamps.fill(0)
      this.generation = 1
    }
  }

  /** Doubles the table, keeping the current generation's entries. */
  private grow(): void {
    const { keys, values, stamps, generation } = this
    const slots = (this.mask + 1) * 2
    this.keys = new Float64Array(slots)
    this.values = new Float64Array(slots)
    this.stamps = new Uint32Array(slots)
    this.mask = slots - 1
    this.generation = 1
    this.size = 0
    for (let i = 0; i < keys.length; i++)
      if (stamps[i] === generation) this.set(keys[i] as number, values[i] as number)
  }
}

/** A key's first slot: its low and high 32 bits mixed, so that nearby keys spread out. */
function slotOf(key: number, mask: number): number {
  const low = key >>> 0
  const high = (key / 4294967296) >>> 0
  let h = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b)
  h ^= h >>> 15
  return h & mask
}
