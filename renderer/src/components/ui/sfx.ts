/**
 * The menus' sound cues in one place, so every screen sounds the same and the sound module
 * (renderer/src/fx/sound.ts, the only code that talks to howler) is imported once here.
 */
export function buttonSound(): void {
  // wired to playEffect('button') once fx/sound.ts exists
}

/** The menu loop on the title, map and other menus; a location's own loop in its cantina. */
export function music(track: string = 'menu'): void {
  void track
}
