/**
 * A minimal app menu: quitting, text editing (deck names, profile names) and full screen.
 * Reload and DevTools exist only in development builds.
 */
import type { MenuItemConstructorOptions } from 'electron'

export function appMenuTemplate(
  platform: NodeJS.Platform,
  options: { isPackaged: boolean; appName: string },
): MenuItemConstructorOptions[] {
  const develop: MenuItemConstructorOptions[] = options.isPackaged
    ? []
    : [{ type: 'separator' }, { role: 'reload' }, { role: 'toggleDevTools' }]
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [{ role: 'togglefullscreen' }, ...develop],
  }
  const edit: MenuItemConstructorOptions = { role: 'editMenu' }
  if (platform === 'darwin') {
    return [
      {
        label: options.appName,
        submenu: [
          { role: 'about' },
          { type: 'separator' },
          { role: 'hide' },
          { role: 'hideOthers' },
          { role: 'unhide' },
          { type: 'separator' },
          { role: 'quit' },
        ],
      },
      edit,
      view,
      { role: 'windowMenu' },
    ]
  }
  return [{ label: 'File', submenu: [{ role: 'quit' }] }, edit, view]
}
