import { describe, expect, it } from 'vitest'
import { sandboxProblem } from './linux-sandbox.cjs'

const electronPath = '/project/node_modules/electron/dist/electron'
const helper = '/project/node_modules/electron/dist/chrome-sandbox'
const plain = () => ({ uid: 1000, mode: 0o100755 })
const setuidRoot = () => ({ uid: 0, mode: 0o104755 })
const blocked = () => false
const allowed = () => true

describe('the Chromium sandbox check before `npm start`', () => {
  it('finds the Ubuntu 23.10+ case: no user namespaces and an unprivileged helper', () => {
    const problem = sandboxProblem({
      electronPath,
      platform: 'linux',
      stat: plain,
      namespaces: blocked,
    })
    expect(problem).toContain(helper)
    // The fix it names is the helper's, never --no-sandbox.
    expect(problem).toContain(`sudo chmod 4755 '${helper}'`)
    expect(problem).not.toContain('--no-sandbox')
  })

  it('lets Electron start wherever Chromium itself would', () => {
    const base = { electronPath, platform: 'linux' as const }
    expect(sandboxProblem({ ...base, stat: plain, namespaces: allowed })).toBeNull()
    expect(sandboxProblem({ ...base, stat: setuidRoot, namespaces: blocked })).toBeNull()
    expect(sandboxProblem({ ...base, stat: () => null, namespaces: blocked })).toBeNull()
    // Root-owned but not setuid, or setuid but not root's: still broken.
    expect(
      sandboxProblem({ ...base, stat: () => ({ uid: 0, mode: 0o100755 }), namespaces: blocked }),
    ).not.toBeNull()
    expect(
      sandboxProblem({ ...base, stat: () => ({ uid: 1000, mode: 0o104755 }), namespaces: blocked }),
    ).not.toBeNull()
  })

  it('does not second-guess a --no-sandbox the developer typed, nor other systems', () => {
    const args = ['--no-sandbox']
    expect(
      sandboxProblem({ electronPath, args, platform: 'linux', stat: plain, namespaces: blocked }),
    ).toBeNull()
    for (const platform of ['darwin', 'win32'] as const) {
      expect(
        sandboxProblem({ electronPath, platform, stat: plain, namespaces: blocked }),
      ).toBeNull()
    }
  })
})
