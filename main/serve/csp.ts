/**
 * The strict Content Security Policy, sent as a response header by both the app://
 * scheme and the browser host. Strict `style-src 'self'`: the renderer uses object `:style`
 * bindings and CSS variables, never style strings.
 */
const BASE_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  ['media-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
]

/**
 * The policy as a header value. The browser host passes its own origin
 * (`http://127.0.0.1:PORT`) as an extra connect source for the api.
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = []): string {
  return BASE_DIRECTIVES.map(([name, sources]) => {
    const all = name === 'connect-src' ? [...sources, ...extraConnectSources] : sources
    return `${name} ${all.join(' ')}`
  }).join('; ')
}
