// Types for build-if-stale.cjs, for the Playwright global setup.
export declare function buildIsStale(root?: string): boolean
export declare function buildIfStale(root?: string): void
