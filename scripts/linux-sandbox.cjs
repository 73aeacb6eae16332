// Whether Electron's Chromium sandbox can start on this Linux machine, checked before
// `npm start` launches the development binary. Ubuntu 23.10 and later restrict unprivileged
// user namespaces with AppArmor; Chromium then falls back to the SUID helper (chrome-sandbox),
// which an npm install leaves unprivileged, and aborts with "The SUID sandbox helper binary was
// found, but is not configured correctly". The check is Chromium's own order of choice, probed
// the way electron-builder's AppImage launcher probes it (`unshare -Ur true`). It never turns
// the sandbox off: it says how to fix the machine and offers the browser version meanwhile.
// CommonJS so that both Node's ESM scripts and Playwright's TypeScript loader can load it.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module */
'use strict'
const { spawnSync } = require('node:child_process')
const { statSync } = require('node:fs')
const { dirname, join } = require('node:path')

/** True when this user may create a user namespace (the sandbox's first choice). */
function userNamespacesWork() {
  const probe = spawnSync('unshare', ['-Ur', 'true'], { stdio: 'ignore', timeout: 10_000 })
  return probe.status === 0
}

/** The helper's owner and mode, or null when it is missing. */
function helperStat(path) {
  try {
    const stat = statSync(path)
    return { uid: stat.uid, mode: stat.mode }
  } catch {
    return null
  }
}

/**
 * Why the sandbox cannot start for the Electron binary at `electronPath`, as a few lines for
 * the terminal, or null when it can (or when the player chose `--no-sandbox` themselves).
 * @param {{ electronPath: string, args?: readonly string[], platform?: NodeJS.Platform, stat?: (p: string) => { uid: number, mode: number } | null, namespaces?: () => boolean }} options
 * @returns {string | null}
 */
function sandboxProblem(options) {
  const platform = options.platform ?? process.platform
  if (platform !== 'linux') return null
  if ((options.args ?? []).includes('--no-sandbox')) return null
  const helper = join(dirname(options.electronPath), 'chrome-sandbox')
  const stat = (options.stat ?? helperStat)(helper)
  // Without the helper, or with it owned by root and setuid, Chromium starts.
  if (stat === null || (stat.uid === 0 && (stat.mode & 0o4000) !== 0)) return null
  if ((options.namespaces ?? userNamespacesWork)()) return null
  return [
    "Electron's sandbox cannot start on this machine: it blocks unprivileged user namespaces",
    `(Ubuntu 23.10 and later, AppArmor) and ${helper} is not owned by root with mode 4755.`,
    'Fix it once (see the README, "Desktop"):',
    `  sudo chown root:root '${helper}' && sudo chmod 4755 '${helper}'`,
  ].join('\n')
}

module.exports = { sandboxProblem, userNamespacesWork }
