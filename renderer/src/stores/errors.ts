import { BridgeError } from '@/bridge'

/**
 * The sentence to show for a failed call: main's own message (written for players) when main
 * answered, otherwise the fallback the screen passes in (already translated).
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof BridgeError) return error.message
  return fallback
}
