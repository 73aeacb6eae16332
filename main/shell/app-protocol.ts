/**
 * The answer to one app:// request: the file from the built renderer with its content type
 * and the CSP header, or 404. Uses the web's Response (global in Node and Electron's main) and
 * node:fs, not Electron, so it is tested under plain Node.
 */
import { readFile } from 'node:fs/promises'
import { contentTypeFor } from '@main/serve/static-files'
import { servedAppFile } from './app-url'

/** Answers an app:// request with a file inside `rendererDir` or a 404, always with the CSP. */
export async function appResponse(
  url: string,
  rendererDir: string,
  csp: string,
): Promise<Response> {
  const headers = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
  }
  const file = await servedAppFile(url, rendererDir)
  if (file === null) {
    return new Response('Not found', {
      status: 404,
      headers: { ...headers, 'content-type': 'text/plain' },
    })
  }
  let body: Buffer
  try {
    body = await readFile(file)
  } catch {
    return new Response('Not found', {
      status: 404,
      headers: { ...headers, 'content-type': 'text/plain' },
    })
  }
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { ...headers, 'content-type': contentTypeFor(file) },
  })
}
