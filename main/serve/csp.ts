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
 * Directives a browser takes only from a response header: in index.html's `<meta>` policy
 * Chromium ignores them with a console warning, so the page leaves them out. No page of any
 * site may frame the game, where a click meant for it could land on Buy or Delete.
 */
const HEADER_ONLY_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['frame-ancestors', ["'none'"]],
]

function formatPolicy(
  directives: ReadonlyArray<readonly [string, readonly string[]]>,
  extraConnectSources: readonly string[],
): string {
  return directives
    .map(([name, sources]) => {
      const all = name === 'connect-src' ? [...sources, ...extraConnectSources] : sources
      return `${name} ${all.join(' ')}`
    })
    .join('; ')
}

/**
 * The policy as a header value. The browser host passes its own origin
 * (`http://127.0.0.1:PORT`) as an extra connect source for the api.
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = []): string {
  return formatPolicy([...BASE_DIRECTIVES, ...HEADER_ONLY_DIRECTIVES], extraConnectSources)
}

/** The policy index.html declares in its `<meta>` tag (the dev server sends no header). */
export function pageMetaPolicy(): string {
  return formatPolicy(BASE_DIRECTIVES, [])
}
