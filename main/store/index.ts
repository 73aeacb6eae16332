/**
 * Persistence (docs/architecture.md): the saved documents, their schemas and migrations, and the atomic
 * file repository. Files live under `<dataDir>/saves/`.
 */
import { join } from 'node:path'
import { profileProblems } from './invariants'
import { PROFILE_MIGRATIONS, SETTINGS_MIGRATIONS } from './migrations'
import type { DocumentKind } from './repository'
import { PROFILE_VERSION, profileSchema, type ProfileData } from './schemas/profile'
import { SETTINGS_VERSION, settingsSchema } from './schemas/settings'
import type { Settings } from '@preload/contract'

export { Notices } from './notices'
export { SaveRepository, type DocumentKind, type RepositoryOptions } from './repository'
export * from './schemas/common'
export * from './schemas/profile'
export * from './schemas/settings'
export * from './schemas/history'
export * from './schemas/habits'
export { matchStateSchema } from './schemas/match-state'
export { INVARIANTS, profileProblems } from './invariants'
export * from './carried'

export const PROFILE_KIND: DocumentKind<ProfileData> = {
  version: PROFILE_VERSION,
  schema: profileSchema,
  migrations: PROFILE_MIGRATIONS,
  invariants: profileProblems,
}

export const SETTINGS_KIND: DocumentKind<Settings> = {
  version: SETTINGS_VERSION,
  schema: settingsSchema,
  migrations: SETTINGS_MIGRATIONS,
}

export const SLOTS = [1, 2, 3] as const

export function savesDir(dataDir: string): string {
  return join(dataDir, 'saves')
}

export function profileFile(slot: number): string {
  return `profile-${slot}.json`
}

export const SETTINGS_FILE = 'settings.json'
