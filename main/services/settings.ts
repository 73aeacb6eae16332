import type { Settings } from '@preload/contract'
import {
  DEFAULT_SETTINGS,
  SETTINGS_FILE,
  SETTINGS_KIND,
  settingsSchema,
  type SaveRepository,
} from '@main/store'
import { refuse } from './errors'

/** The game's settings: one file for every profile, defaults until the player changes one. */
export class SettingsService {
  private settings: Settings | null = null

  constructor(private readonly repo: SaveRepository) {}

  /** The settings, read once (the defaults if none are saved or the file is lost); a copy. */
  async get(): Promise<Settings> {
    if (!this.settings) {
      this.settings =
        (await this.repo.load(SETTINGS_FILE, SETTINGS_KIND, 'settings')) ??
        structuredClone(DEFAULT_SETTINGS)
    }
    return structuredClone(this.settings)
  }

  /** Merges a change (window bounds may come in part) and saves it if it is valid. */
  async update(
    change: Partial<Omit<Settings, 'window'>> & { window?: Partial<Settings['window']> },
  ): Promise<Settings> {
    const current = await this.get()
    const next = { ...current, ...change, window: { ...current.window, ...change.window } }
    const valid = settingsSchema.safeParse(next)
    if (!valid.success) refuse('rejected', 'errors.settings.outOfRange')
    await this.repo.save(SETTINGS_FILE, SETTINGS_KIND, valid.data)
    this.settings = valid.data
    return structuredClone(valid.data)
  }
}
