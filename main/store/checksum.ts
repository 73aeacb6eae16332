import { createHash } from 'node:crypto'

/**
 * The checksum of a save's data: sha256 of its JSON text. It catches a file damaged by a disk
 * or a half-finished copy; it is not a lock against a player editing their own save.
 */
export function checksumOf(data: unknown): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex')
}
