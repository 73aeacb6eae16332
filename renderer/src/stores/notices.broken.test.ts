// @vitest-environment happy-dom
/**
 * A save that breaks one of the rules a save keeps, against the real main: the player is told
 * which rule, in words, in English and German, beside where the damaged file was kept. The save
 * is edited on disk between two runs of main, its checksum made good, so only the rules can tell.
 */
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { bridgeOver, loadRealMain, type Api } from '@/testing/real-main'

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { word } = await import('@/i18n/words')
const { useProfileStore } = await import('./profile')
const { useNoticesStore } = await import('./notices')

let dataDir = ''
let api: Api | null = null

afterEach(async () => {
  await api?.flush()
  delete window.pazaak
  i18n.global.locale.value = 'en'
  await real.rm(dataDir, { recursive: true, force: true })
})

const open = (): Api => {
  api = real.createApi({ dataDir, host: 'web', seed: 1, now: () => new Date('2025-01-01T12:00Z') })
  window.pazaak = bridgeOver(api)
  return api
}

describe('a save that breaks a rule', () => {
  it('is named in the notice: the credits and the ledger sum it found, and the kept file', async () => {
    dataDir = await real.mkdtemp(real.join(real.tmpdir(), 'pazaak-broken-'))
    const first = open()
    await first.call('profiles.create', { slot: 1, name: 'Ana' })
    // a second save, so that a good backup is there to load
    await first.call('decks.rename', { id: 'deck-1', name: 'Mine' })
    await first.flush()
    const path = real.join(dataDir, 'saves', 'profile-1.json')
    const envelope = JSON.parse(await real.readFile(path, 'utf8')) as {
      data: { wallet: { credits: number } }
      checksum: string
    }
    envelope.data.wallet.credits += 2_500
    envelope.checksum = real.checksumOf(envelope.data)
    await real.writeFile(path, JSON.stringify(envelope))

    open()
    setActivePinia(createPinia())
    await useProfileStore().load(1)
    const notices = useNoticesStore()
    await notices.fetchFromMain()
    const [notice] = notices.notices
    expect(notice?.message.key).toBe('notices.restoredBroken')
    const english = word(notice!.message)
    expect(english).toContain(
      'its balance is 12,500\u00a0cr, but its ledger adds up to 10,000\u00a0cr',
    )
    expect(english).toContain('its backup was loaded')
    expect(english).toContain(dataDir)
    i18n.global.locale.value = 'de'
    const german = word(notice!.message)
    expect(german).toContain(
      'das Guthaben beträgt 12.500\u00a0Cr, das Kassenbuch ergibt aber 10.000\u00a0Cr',
    )
    expect(german).toContain(dataDir)
  })
})
