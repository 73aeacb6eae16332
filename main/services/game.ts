import { randomBytes } from 'node:crypto'
import { version } from '../../package.json'
import type { AppInfo, DailyView, Notice } from '@preload/contract'
import { Notices, SaveRepository, savesDir } from '@main/store'
import { localDate } from './daily/challenge'
import { dailyView } from './daily/daily'
import { Decks } from './decks/decks'
import { History } from './history/history'
import { Matches } from './match/matches'
import { Profiles } from './profile/profiles'
import { seedSource } from './seeds'
import { SettingsService } from './settings'
import { Shop } from './shop/shop'

export interface GameOptions {
  /** the user-data folder; saves go to `<dataDir>/saves/` */
  dataDir: string
  host: AppInfo['host']
  /** fixes the seeds of unwagered matches (tests, the host's --seed); otherwise the OS */
  seed?: number
  /** the clock (tests pass a fixed or stepping one) */
  now?: () => Date
}

/** Every service of the player's world, sharing one repository and one loaded profile. */
export class Game {
  readonly notices = new Notices()
  /** this run's id (AppInfo.run): a page made for an earlier run is told to reload */
  readonly run = randomBytes(8).toString('hex')
  readonly repo: SaveRepository
  readonly profiles: Profiles
  readonly decks: Decks
  readonly shop: Shop
  readonly matches: Matches
  readonly history: History
  readonly settings: SettingsService
  private ready: Promise<void> | null = null

  constructor(readonly options: GameOptions) {
    const now = options.now ?? (() => new Date())
    this.repo = new SaveRepository({ dir: savesDir(options.dataDir), now, notices: this.notices })
    this.profiles = new Profiles(this.repo, now)
    this.decks = new Decks(this.profiles)
    this.shop = new Shop(this.profiles)
    this.matches = new Matches(this.profiles, {
      seeds: seedSource(options.seed),
      wagerSeeds: seedSource(),
      trustRendererSeeds: options.seed !== undefined,
      now,
    })
    this.history = new History(this.profiles)
    this.settings = new SettingsService(this.repo)
  }

  /**
   * Tidies the saves folder (see SaveRepository.tidy), then reads the settings and every slot
   * once, so a damaged save is reported on the first screen.
   */
  init(): Promise<void> {
    this.ready ??= (async () => {
      await this.repo.tidy()
      await this.settings.get()
      await this.profiles.init()
    })().catch((error: unknown) => {
      this.ready = null // try again on the next call
      throw error
    })
    return this.ready
  }

  /** Today's daily challenge by main's clock, with the profile's streak and past days. */
  daily(): DailyView {
    return dailyView(this.profiles.require(), localDate(this.options.now?.() ?? new Date()))
  }

  /** The version, host and data folder, and this run's id, by which a page notices a restart. */
  info(): AppInfo {
    return { version, host: this.options.host, dataDir: this.options.dataDir, run: this.run }
  }

  /** Hands out the save notices not yet shown, each once, for the next screen to show. */
  takeNotices(): Notice[] {
    return this.notices.take()
  }

  /** Resolves once every queued save is written: the shell waits for it before quitting. */
  flush(): Promise<void> {
    return this.repo.flush()
  }
}
