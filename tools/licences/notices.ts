/**
 * The third-party notices the app carries: each shipped package's name, version, licence and
 * licence text, as JSON the About screen reads. Written by `npm run notices`
 * (tools/cli/notices.ts); scripts/licences.test.ts fails when the committed file is stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { declaredLicence, nameOf, readLock, shippedPackages } from './shipped'

/** Where the notices live, from the repository root (the renderer imports them from here). */
export const NOTICES_FILE = 'assets/licences/third-party-notices.json'

/** One shipped package in the notices. */
export interface Notice {
  name: string
  version: string
  licence: string
  text: string
}

/** The MIT licence's words, for a package that declares MIT but carries no licence file. */
const MIT_TEXT = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`

/** The licence file of an installed package (LICENSE, LICENCE, LICENSE.md, COPYING…), if any. */
export function licenceFile(dir: string): string | undefined {
  const files = readdirSync(dir).filter((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f))
  return files.sort()[0]
}

/**
 * A package's licence text: its own file, or for an MIT package without one (some publish
 * none) the MIT words under the author package.json names, which is what MIT asks to carry.
 */
function licenceText(dir: string, licence: string): string {
  const file = licenceFile(dir)
  if (file) return readFileSync(join(dir, file), 'utf8').replace(/\r\n/g, '\n').trim()
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    author?: string | { name?: string }
  }
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name
  if (licence === 'MIT' && author)
    return `The MIT License\n\nCopyright (c) ${author}\n\n${MIT_TEXT}`
  throw new Error(`${dir} has no licence file and no text can stand in for ${licence}`)
}

/** The notices of every shipped package, sorted by name and version. */
export function notices(root: string): Notice[] {
  const lock = readLock(root)
  const list = shippedPackages(root, lock).map((path) => {
    const dir = join(root, path)
    if (!existsSync(join(dir, 'package.json'))) throw new Error(`${path} is not installed`)
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version: string
    }
    const licence = declaredLicence(root, lock, path)
    if (!licence) throw new Error(`${path} declares no licence`)
    return { name: nameOf(path), version, licence, text: licenceText(dir, licence) }
  })
  const unique = new Map(list.map((n) => [`${n.name}@${n.version}`, n]))
  return [...unique.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.version.localeCompare(b.version, 'en'),
  )
}

/** The notices file's text, as `npm run notices` writes it. */
export function noticesJson(root: string): string {
  return `${JSON.stringify(notices(root), null, 2)}\n`
}
