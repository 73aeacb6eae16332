/**
 * A minimal app menu: quitting, text editing (deck names, profile names) and full screen, in
 * the player's language. Every item keeps its Electron role (so its action and its shortcut,
 * such as F11 for full screen, stay Electron's own) and gets a label from the shell's catalog:
 * Electron's role labels are English only. Reload and DevTools exist only in development builds.
 */
import type { MenuItemConstructorOptions } from 'electron'
import type { Language } from '@preload/contract'
import { shellText } from './shell-text'

export interface MenuOptions {
  isPackaged: boolean
  appName: string
  language: Language
}

/** The application menu for a platform, labelled in the player's language. */
export function appMenuTemplate(
  platform: NodeJS.Platform,
  options: MenuOptions,
): MenuItemConstructorOptions[] {
  const t = shellText(options.language)
  const mac = platform === 'darwin'
  const separator: MenuItemConstructorOptions = { type: 'separator' }
  const develop: MenuItemConstructorOptions[] = options.isPackaged
    ? []
    : [
        separator,
        { role: 'reload', label: t.reload },
        { role: 'toggleDevTools', label: t.toggleDevTools },
      ]
  const view: MenuItemConstructorOptions = {
    label: t.view,
    submenu: [{ role: 'togglefullscreen', label: t.toggleFullScreen }, ...develop],
  }
  const edit: MenuItemConstructorOptions = {
    label: t.edit,
    submenu: [
      { role: 'undo', label: t.undo },
      { role: 'redo', label: t.redo },
      separator,
      { role: 'cut', label: t.cut },
      { role: 'copy', label: t.copy },
      { role: 'paste', label: t.paste },
      { role: 'delete', label: t.delete },
      separator,
      { role: 'selectAll', label: t.selectAll },
    ],
  }
  if (mac) {
    return [
      {
        label: options.appName,
        submenu: [
          { role: 'about', label: t.about(options.appName) },
          separator,
          { role: 'hide', label: t.hide(options.appName) },
          { role: 'hideOthers', label: t.hideOthers },
          { role: 'unhide', label: t.showAll },
          separator,
          { role: 'quit', label: t.quitApp(options.appName) },
        ],
      },
      edit,
      view,
      {
        // The 'window' role makes this macOS's Window menu (with the list of windows).
        role: 'window',
        label: t.window,
        submenu: [
          { role: 'minimize', label: t.minimize },
          { role: 'zoom', label: t.zoom },
          separator,
          { role: 'front', label: t.front },
        ],
      },
    ]
  }
  const quit = platform === 'win32' ? t.exit : t.quit
  return [{ label: t.file, submenu: [{ role: 'quit', label: quit }] }, edit, view]
}
