import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The renderer's shared style sheets' folder. */
const STYLES = join(__dirname, '..', '..', 'renderer', 'src', 'styles')

/**
 * The shared style sheets as the app loads them: each file `styles/index.css` imports, in its
 * order, as full paths. The theme's checks read them from disk (the tests' Vite hands a style
 * sheet over empty), and through this list a rule may move between them without a check
 * losing it.
 */
export const THEME_SHEETS: readonly string[] = [
  ...readFileSync(join(STYLES, 'index.css'), 'utf8').matchAll(/^@import '\.\/([\w-]+\.css)';$/gm),
].map(([, name]) => join(STYLES, name!))

/** The shared style sheets' text, one after another in the order the cascade reads them. */
export function themeSheet(): string {
  return THEME_SHEETS.map((path) => readFileSync(path, 'utf8')).join('\n')
}
