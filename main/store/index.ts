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
export * from './schemas/fields'
export * from './schemas/profile'
export * from './schemas/settings'
export * from './schemas/history'
export * from './schemas/habits'
export { matchStateSchema } from './schemas/match-state'
export { INVARIANTS, profileProblems } from './invariants'
export * from './carried'

/** How a profile file is read and written: its version, schema, migrations and invariants. */
export const PROFILE_KIND: DocumentKind<ProfileData> = {
  version: PROFILE_VERSION,
  schema: profileSchema,
  migrations: PROFILE_MIGRATIONS,
  invariants: profileProblems,
}

/** How the settings file is read and written; its schema is all it must keep. */
export const SETTINGS_KIND: DocumentKind<Settings> = {
  version: SETTINGS_VERSION,
  schema: settingsSchema,
  migrations: SETTINGS_MIGRATIONS,
}

/** The save slots, one profile each. */
export const SLOTS = [1, 2, 3] as const

/** The saves' own folder inside the data folder, which Electron fills with its files too. */
export function savesDir(dataDir: string): string {
  return join(dataDir, 'saves')
}

/** A slot's file in the saves folder. */
export function profileFile(slot: number): string {
  return `profile-${slot}.json`
}

/** The settings' file in the saves folder, one for every profile. */
export const SETTINGS_FILE = 'settings.json'
