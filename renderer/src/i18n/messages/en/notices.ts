/**
 * notices (en): what main tells the player about their saves (app.notices), worded from the key
 * and parameters it sends. `{save}` is a line of `save`, `{why}` one of `why`, `{kept}` the
 * files set aside, joined the language's way; the last two lines' forms follow how many there are.
 */
export default {
  notices: {
    restoredMissing:
      '{save} was missing, so its backup was loaded: the last change saved before that may be lost.',
    restoredDamaged:
      '{save} {why}, so its backup was loaded: the last change saved before that may be lost. The damaged file was kept as {aside} in {dir}.',
    startedFresh:
      '{save} {why} and no good copy of it was left, so the slot is empty now. Nothing was erased: the old file was kept as {kept} in {dir}. | ' +
      '{save} {why} and no good copy of it was left, so the slot is empty now. Nothing was erased: the old files were kept as {kept} in {dir}.',
    settingsReset:
      '{save} {why} and no good copy of it was left, so the default settings apply. Nothing was erased: the old file was kept as {kept} in {dir}. | ' +
      '{save} {why} and no good copy of it was left, so the default settings apply. Nothing was erased: the old files were kept as {kept} in {dir}.',
    /** which file (singular, so every `why` fits) */
    save: {
      settings: 'Your settings file',
      'slot-1': 'Your save in slot 1',
      'slot-2': 'Your save in slot 2',
      'slot-3': 'Your save in slot 3',
    },
    /** what happened to it */
    why: {
      missing: 'was missing',
      unreadable: 'could not be read',
      empty: 'was empty',
      damaged: 'was damaged',
      'not-a-save': 'was not a save file',
      'not-upgradable': 'was in a format that could not be upgraded',
      'not-accepted': 'held data the game does not accept',
      'breaks-rules': 'held a state the game never writes',
      link: 'was a link to another file, which the game does not follow',
      future: 'was written by a newer version of Pazaak and was set aside, not overwritten',
    },
  },
} as const
