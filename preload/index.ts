/**
 * The preload: exposes window.pazaak, one named method per contract call and nothing else.
 * Each method is bound to its own IPC channel, so the page can never name a channel itself,
 * and the IPC event object never reaches it. Runs sandboxed: no Node beyond `electron`.
 */
import { contextBridge, ipcRenderer } from 'electron'
import { CALL_NAMES, channelFor } from './call-names'
import type { PazaakBridge } from './contract'

const bridge: Record<string, Record<string, (arg: unknown) => Promise<unknown>>> = {}
for (const name of CALL_NAMES) {
  const [group, method] = name.split('.') as [string, string]
  const channel = channelFor(name)
  bridge[group] ??= {}
  bridge[group][method] = (arg: unknown) => ipcRenderer.invoke(channel, arg)
}

contextBridge.exposeInMainWorld('pazaak', Object.freeze(bridge) as unknown as PazaakBridge)
