/**
 * The music: each track is a run of short Ogg parts (scripts/make-sounds.ts cuts a minute of
 * stereo into parts of at most 8 s) played back to back on howler's AudioContext, through its
 * master gain, so howler's mute and unlock apply to the music as to the effects.
 *
 * Why parts, and not one howl per track: a browser decodes a file off the main thread but hands
 * the decoded samples over on it, and for a whole minute of stereo that took 60-80 ms, a long
 * task that arrived in the middle of a round (or of the table's first load) and stopped every
 * card in flight. A part is handed over in a tenth of that. Scheduled on the context's clock,
 * sample by sample, the parts join without a gap, which HTML5 audio's looping cannot promise.
 *
 * A voice (one track playing) keeps one part queued behind the one sounding: when a part ends,
 * the next is fetched, decoded and scheduled, a whole part before it is due.
 */
import { Howler } from 'howler'
import { MUSIC_TRACKS, type MusicTrack } from '@common/music'

/** How long one track takes to fade into the next when the screen changes. */
export const CROSSFADE_MS = 1800
/** How far ahead of the context's clock a part is started when nothing is queued before it. */
const START_LEAD_S = 0.05
/** The track the player comes back to most: its parts stay decoded when another plays. */
const KEPT_TRACK: MusicTrack = 'menu'

/**
 * Each track's part URLs in playing order, from the bundled files `music/<track>/<k>.ogg`.
 * Throws when a track has no parts or a gap in its numbering: a missing part would be a silent
 * hole in the loop, better found by the first test than by a player.
 */
export function partsByTrack(
  files: Readonly<Record<string, string>>,
): Record<MusicTrack, string[]> {
  const found = new Map<string, Map<number, string>>()
  for (const [path, url] of Object.entries(files)) {
    const match = /\/music\/([^/]+)\/(\d+)\.ogg$/.exec(path)
    if (!match) throw new Error(`not a music part: ${path}`)
    const [, track = '', k = ''] = match
    const parts = found.get(track) ?? new Map<number, string>()
    parts.set(Number(k), url)
    found.set(track, parts)
  }
  const byTrack = {} as Record<MusicTrack, string[]>
  for (const track of MUSIC_TRACKS) {
    const parts = found.get(track)
    if (!parts || parts.size === 0) throw new Error(`music ${track} has no parts`)
    byTrack[track] = Array.from({ length: parts.size }, (_, i) => {
      const url = parts.get(i + 1)
      if (url === undefined) throw new Error(`music ${track} has no part ${i + 1}`)
      return url
    })
  }
  return byTrack
}

/** Every track's parts, found when the bundle is built. */
export const MUSIC_PARTS: Readonly<Record<MusicTrack, readonly string[]>> = partsByTrack(
  import.meta.glob<string>('@assets/sounds/music/*/*.ogg', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
)

/** One track playing (or fading out). */
export interface Voice {
  readonly track: MusicTrack
  readonly gain: GainNode
  /** index of the next part to schedule (it wraps round: the track loops) */
  next: number
  /** the context time at which the part scheduled last ends */
  endsAt: number
  /** parts are scheduled one after another, never two decodes racing for the order */
  chain: Promise<void>
  sources: Set<AudioBufferSourceNode>
  /** the timer that stops a fading voice once it is silent */
  fadeTimer: ReturnType<typeof setTimeout> | null
  stopped: boolean
}

const decoded = new Map<MusicTrack, Map<number, Promise<AudioBuffer>>>()
const voices = new Set<Voice>()

/** Howler's context, made if it is not there yet; null where the Web Audio API is missing. */
function context(): AudioContext | null {
  // howler suspends its context 30 s after its last howl stops; it cannot see the music's parts
  Howler.autoSuspend = false
  Howler.volume() // makes howler set up its context and master gain
  const ctx = Howler.ctx as AudioContext | null | undefined
  if (!Howler.usingWebAudio || !ctx || !Howler.masterGain) return null
  if (ctx.state === 'suspended') resumeOnGesture(ctx)
  return ctx
}

let resumeArmed = false
/** Browsers start a context suspended until the player clicks or presses a key. */
function resumeOnGesture(ctx: AudioContext): void {
  if (resumeArmed) return
  resumeArmed = true
  const resume = (): void => {
    resumeArmed = false
    window.removeEventListener('pointerdown', resume, true)
    window.removeEventListener('keydown', resume, true)
    void ctx.resume().catch(() => undefined)
  }
  window.addEventListener('pointerdown', resume, true)
  window.addEventListener('keydown', resume, true)
}

/** Part k of a track, fetched and decoded once while its track is kept. */
function part(ctx: AudioContext, track: MusicTrack, k: number): Promise<AudioBuffer> {
  let parts = decoded.get(track)
  if (!parts) {
    parts = new Map()
    decoded.set(track, parts)
  }
  let buffer = parts.get(k)
  if (!buffer) {
    const url = MUSIC_PARTS[track][k] ?? ''
    buffer = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        return response.arrayBuffer()
      })
      .then((bytes) => ctx.decodeAudioData(bytes))
    // a failed part is not kept: the next visit to the track tries it again
    buffer.catch(() => parts.delete(k))
    parts.set(k, buffer)
  }
  return buffer
}

/** Queues the voice's next part to start the moment the one before it ends. */
function queueNext(ctx: AudioContext, voice: Voice): void {
  const parts = MUSIC_PARTS[voice.track]
  const k = voice.next
  voice.next = (k + 1) % parts.length
  voice.chain = voice.chain
    .then(() => part(ctx, voice.track, k))
    .then((buffer) => {
      if (voice.stopped) return
      const source = ctx.createBufferSource()
      source.buffer = buffer
      source.connect(voice.gain)
      // behind the clock (the first part, or a decode later than a whole part): start now
      const at = Math.max(voice.endsAt, ctx.currentTime + START_LEAD_S)
      source.start(at)
      voice.endsAt = at + buffer.duration
      voice.sources.add(source)
      source.onended = () => {
        voice.sources.delete(source)
        source.disconnect()
        if (!voice.stopped) queueNext(ctx, voice)
      }
    })
    .catch(() => {
      // music is decoration: a part that will not load or decode ends the voice, quietly
      stopVoice(voice)
    })
}

/** Ramps a gain from where it is to `to` over the crossfade, on its own context's clock. */
function rampTo(gain: GainNode, to: number): void {
  const now = gain.context.currentTime
  gain.gain.cancelScheduledValues(now)
  gain.gain.setValueAtTime(gain.gain.value, now)
  gain.gain.linearRampToValueAtTime(to, now + CROSSFADE_MS / 1000)
}

/** Starts a track fading in to `volume` (or brings back one fading out); null without audio. */
export function startVoice(track: MusicTrack, volume: number): Voice | null {
  const ctx = context()
  if (!ctx) return null
  for (const voice of voices) {
    if (voice.track === track && voice.fadeTimer !== null) {
      clearTimeout(voice.fadeTimer)
      voice.fadeTimer = null
      rampTo(voice.gain, volume)
      return voice
    }
  }
  const gain = ctx.createGain()
  gain.gain.value = 0
  gain.connect(Howler.masterGain)
  const voice: Voice = {
    track,
    gain,
    next: 0,
    endsAt: 0,
    chain: Promise.resolve(),
    sources: new Set(),
    fadeTimer: null,
    stopped: false,
  }
  voices.add(voice)
  rampTo(gain, volume)
  // the part sounding and one behind it
  queueNext(ctx, voice)
  queueNext(ctx, voice)
  return voice
}

/** Fades a voice out over the crossfade, then stops it and lets its parts go. */
export function fadeOutVoice(voice: Voice): void {
  if (voice.stopped || voice.fadeTimer !== null) return
  rampTo(voice.gain, 0)
  voice.fadeTimer = setTimeout(() => stopVoice(voice), CROSSFADE_MS)
}

/** Sets a playing voice's volume at once (the settings' slider). */
export function setVoiceVolume(voice: Voice, volume: number): void {
  if (voice.stopped || voice.fadeTimer !== null) return
  const now = voice.gain.context.currentTime
  voice.gain.gain.cancelScheduledValues(now)
  voice.gain.gain.setValueAtTime(volume, now)
}

function stopVoice(voice: Voice): void {
  if (voice.stopped) return
  voice.stopped = true
  voice.fadeTimer = null
  voices.delete(voice)
  for (const source of voice.sources) {
    source.onended = null
    source.stop()
    source.disconnect()
  }
  voice.sources.clear()
  voice.gain.disconnect()
  // a minute of decoded stereo is tens of megabytes: only the tracks in use (and the menu's) stay
  const inUse = [...voices].some((other) => other.track === voice.track)
  if (!inUse && voice.track !== KEPT_TRACK) decoded.delete(voice.track)
}
