import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ENTRY_URL, isAppUrl, resolveAppRequest } from './app-url'

const root = resolve('/srv/pazaak/out/renderer')

describe('app:// requests', () => {
  it('serves the entry page and the built assets from the renderer folder', () => {
    expect(resolveAppRequest(APP_ENTRY_URL, root)).toBe(join(root, 'index.html'))
    expect(resolveAppRequest('app://pazaak/', root)).toBe(join(root, 'index.html'))
    expect(resolveAppRequest('app://pazaak/assets/index-abc.js?v=1#x', root)).toBe(
      join(root, 'assets', 'index-abc.js'),
    )
    expect(resolveAppRequest('app://pazaak/assets/card%20back.svg', root)).toBe(
      join(root, 'assets', 'card back.svg'),
    )
  })

  it.each([
    'app://pazaak/../../etc/passwd',
    'app://pazaak/assets/../../../etc/passwd',
    'app://pazaak/%2e%2e/%2e%2e/etc/passwd',
    'app://pazaak/..%2f..%2fetc/passwd',
    'app://pazaak/..%5c..%5cwindows%5cwin.ini',
    'app://pazaak/assets\\..\\..\\secret',
    'app://pazaak//etc/passwd',
    'app://pazaak/%2fetc%2fpasswd',
    'app://pazaak/./index.html',
    'app://pazaak/index.html%00.png',
    'app://pazaak/%E0%A4%A',
    'app://evil/index.html',
    'app://pazaak.evil/index.html',
    'file:///etc/passwd',
    'https://pazaak/index.html',
  ])('refuses %s', (url) => {
    expect(resolveAppRequest(url, root)).toBeNull()
  })
})

describe('the app origin', () => {
  it('accepts only app://pazaak', () => {
    expect(isAppUrl('app://pazaak/index.html')).toBe(true)
    expect(isAppUrl('app://pazaak/')).toBe(true)
    expect(isAppUrl('app://pazaak:8080/index.html')).toBe(false)
    expect(isAppUrl('app://user@pazaak/index.html')).toBe(false)
    expect(isAppUrl('app://other/index.html')).toBe(false)
    expect(isAppUrl('https://pazaak/index.html')).toBe(false)
    expect(isAppUrl('http://127.0.0.1:5173/')).toBe(false)
    expect(isAppUrl('about:blank')).toBe(false)
    expect(isAppUrl('')).toBe(false)
  })
})
