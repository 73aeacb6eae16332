/**
 * The few words the Electron shell shows itself, outside the page: the native menu and the
 * dialogs of a failed start. The renderer's vue-i18n catalog cannot reach them, so they live
 * here, in English and German like every other string of the game.
 */
import type { Language } from '@preload/contract'

export interface ShellText {
  file: string
  edit: string
  view: string
  window: string
  about: (app: string) => string
  hide: (app: string) => string
  hideOthers: string
  showAll: string
  /** the quit item: macOS names the app, Windows says Exit, Linux Quit (as Electron's roles do) */
  quitApp: (app: string) => string
  quit: string
  exit: string
  undo: string
  redo: string
  cut: string
  copy: string
  paste: string
  delete: string
  selectAll: string
  toggleFullScreen: string
  reload: string
  toggleDevTools: string
  minimize: string
  zoom: string
  front: string
  startFailedTitle: string
  startFailed: string
  badDataDirTitle: string
  badDataDir: (value: string, reason: BadDataDirReason) => string
  folderLockedTitle: string
  /** another process (named by its pid) holds the data folder's lock */
  folderLocked: (pid: string, folder: string) => string
}

/** Why a `--user-data-dir` value cannot be used. */
export type BadDataDirReason = 'empty' | 'not-a-folder' | 'unusable'

const EN: ShellText = {
  file: 'File',
  edit: 'Edit',
  view: 'View',
  window: 'Window',
  about: (app) => `About ${app}`,
  hide: (app) => `Hide ${app}`,
  hideOthers: 'Hide Others',
  showAll: 'Show All',
  quitApp: (app) => `Quit ${app}`,
  quit: 'Quit',
  exit: 'Exit',
  undo: 'Undo',
  redo: 'Redo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  delete: 'Delete',
  selectAll: 'Select All',
  toggleFullScreen: 'Toggle Full Screen',
  reload: 'Reload',
  toggleDevTools: 'Toggle Developer Tools',
  minimize: 'Minimise',
  zoom: 'Zoom',
  front: 'Bring All to Front',
  startFailedTitle: 'Pazaak could not start',
  startFailed:
    'Something went wrong while the game was starting, so it will close now. Your saves were not changed. Please start it again.',
  badDataDirTitle: 'Pazaak cannot use that data folder',
  badDataDir: (value, reason) =>
    `The folder given with --user-data-dir (${value || 'nothing'}) ${
      {
        empty: 'is empty: name a folder after the switch.',
        'not-a-folder': 'is a file, not a folder.',
        unusable: 'cannot be used.',
      }[reason]
    } The game will close now; start it again with a folder it can use, or without the switch.`,
  folderLockedTitle: 'Pazaak is already running',
  folderLocked: (pid, folder) =>
    `Another Pazaak (process ${pid}) is using the saves in ${folder}, perhaps the browser version. Close it first, then start this one again. If no Pazaak is running, delete the file pazaak.lock in that folder.`,
}

const DE: ShellText = {
  file: 'Datei',
  edit: 'Bearbeiten',
  view: 'Ansicht',
  window: 'Fenster',
  about: (app) => `Über ${app}`,
  hide: (app) => `${app} ausblenden`,
  hideOthers: 'Andere ausblenden',
  showAll: 'Alle einblenden',
  quitApp: (app) => `${app} beenden`,
  quit: 'Beenden',
  exit: 'Beenden',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  cut: 'Ausschneiden',
  copy: 'Kopieren',
  paste: 'Einfügen',
  delete: 'Löschen',
  selectAll: 'Alles auswählen',
  toggleFullScreen: 'Vollbild ein/aus',
  reload: 'Neu laden',
  toggleDevTools: 'Entwicklerwerkzeuge ein/aus',
  minimize: 'Minimieren',
  zoom: 'Zoomen',
  front: 'Alle nach vorne bringen',
  startFailedTitle: 'Pazaak konnte nicht starten',
  startFailed:
    'Beim Start des Spiels ist etwas schiefgegangen, deshalb wird es jetzt beendet. Deine Spielstände wurden nicht verändert. Bitte starte es noch einmal.',
  badDataDirTitle: 'Pazaak kann diesen Datenordner nicht verwenden',
  badDataDir: (value, reason) =>
    `Der mit --user-data-dir angegebene Ordner (${value || 'nichts'}) ${
      {
        empty: 'fehlt: Gib nach dem Schalter einen Ordner an.',
        'not-a-folder': 'ist eine Datei, kein Ordner.',
        unusable: 'kann nicht verwendet werden.',
      }[reason]
    } Das Spiel wird jetzt beendet; starte es mit einem nutzbaren Ordner oder ohne den Schalter.`,
  folderLockedTitle: 'Pazaak läuft schon',
  folderLocked: (pid, folder) =>
    `Ein anderes Pazaak (Prozess ${pid}) verwendet die Spielstände in ${folder}, vielleicht die Browser-Version. Beende es zuerst und starte dieses dann noch einmal. Läuft kein Pazaak, lösche die Datei pazaak.lock in diesem Ordner.`,
}

const TEXT: Readonly<Record<Language, ShellText>> = { en: EN, de: DE }

/** The shell's words in one of the game's languages. */
export function shellText(language: Language): ShellText {
  return TEXT[language]
}

/**
 * The game's language for a system's preferred languages (`app.getPreferredSystemLanguages()`),
 * used only before the player's own setting can be read: German for a German system.
 */
export function languageFromSystem(preferred: readonly string[]): Language {
  return preferred[0]?.toLowerCase().startsWith('de') ? 'de' : 'en'
}
