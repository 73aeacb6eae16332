/**
 * Where the browser host keeps the saves: the same folder the desktop app uses (Electron's
 * userData for productName "Pazaak"), so a player can switch between the two and keep their
 * profile. `--data DIR` or PAZAAK_DATA_DIR point it elsewhere (tests, a second profile set).
 */
import { posix, resolve, win32 } from 'node:path'

/** package.json's productName, which names Electron's userData folder. */
export const PRODUCT_NAME = 'Pazaak'

export interface Environment {
  platform: NodeJS.Platform
  env: Readonly<Record<string, string | undefined>>
  home: string
}

/** Electron's `app.getPath('userData')` for this product, computed the same way. */
export function desktopDataDir({ platform, env, home }: Environment): string {
  if (platform === 'win32') {
    const appData = env.APPDATA || win32.join(home, 'AppData', 'Roaming')
    return win32.join(appData, PRODUCT_NAME)
  }
  if (platform === 'darwin') {
    return posix.join(home, 'Library', 'Application Support', PRODUCT_NAME)
  }
  const config = env.XDG_CONFIG_HOME || posix.join(home, '.config')
  return posix.join(config, PRODUCT_NAME)
}

/** `--data` first, then PAZAAK_DATA_DIR, then the desktop app's folder. */
export function hostDataDir(option: string | undefined, environment: Environment): string {
  if (option) return resolve(option)
  const fromEnv = environment.env.PAZAAK_DATA_DIR
  if (fromEnv) return resolve(fromEnv)
  return desktopDataDir(environment)
}
