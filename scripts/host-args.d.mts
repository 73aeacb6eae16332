// Types for host-args.mjs, so the command-line tests can import it.
/** main/host/args.ts as the module loadHostArgs returns. */
export type HostArgsModule = typeof import('@main/host/args')
export declare function loadHostArgs(root?: string): Promise<HostArgsModule>
