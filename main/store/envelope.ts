import { z } from 'zod'
import { checksumOf } from './checksum'

/** What every saved file looks like on disk: the data wrapped with its version and checksum. */
export const envelopeSchema = z.strictObject({
  schemaVersion: z.number().int().min(1),
  savedAt: z.string().max(64),
  data: z.unknown(),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
})

export type Envelope = z.infer<typeof envelopeSchema>

/** The data ready to write: with its schema version, when it was saved and its checksum. */
export function wrap(data: unknown, schemaVersion: number, savedAt: Date): Envelope {
  return { schemaVersion, savedAt: savedAt.toISOString(), data, checksum: checksumOf(data) }
}
