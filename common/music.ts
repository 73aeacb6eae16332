/**
 * The game's music tracks: the menus', the quick-match table's and one per campaign cantina.
 * One list for the script that composes them (scripts/make-sounds.ts), the renderer that plays
 * them (renderer/src/fx/music.ts) and main, which names a location's track.
 */
export const MUSIC_TRACKS = [
  'menu',
  'table',
  'cantina-1',
  'cantina-2',
  'cantina-3',
  'cantina-4',
  'cantina-5',
  'cantina-6',
] as const

export type MusicTrack = (typeof MUSIC_TRACKS)[number]

/** Whether a name is one of the game's tracks. */
export function isMusicTrack(name: string): name is MusicTrack {
  return (MUSIC_TRACKS as readonly string[]).includes(name)
}
