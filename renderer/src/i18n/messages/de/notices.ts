/** notices (de): see en/notices.ts. */
export default {
  notices: {
    restoredMissing:
      '{save} fehlte, also wurde die Sicherungskopie geladen: Die letzte Änderung davor kann verloren sein.',
    restoredDamaged:
      '{save} {why}, also wurde die Sicherungskopie geladen: Die letzte Änderung davor kann verloren sein. Die beschädigte Datei wurde als {aside} in {dir} aufbewahrt.',
    startedFresh:
      '{save} {why}, und es gab keine intakte Kopie mehr, also ist der Platz jetzt leer. Nichts wurde gelöscht: Die alte Datei wurde als {kept} in {dir} aufbewahrt. | ' +
      '{save} {why}, und es gab keine intakte Kopie mehr, also ist der Platz jetzt leer. Nichts wurde gelöscht: Die alten Dateien wurden als {kept} in {dir} aufbewahrt.',
    settingsReset:
      '{save} {why}, und es gab keine intakte Kopie mehr, also gelten die Standardeinstellungen. Nichts wurde gelöscht: Die alte Datei wurde als {kept} in {dir} aufbewahrt. | ' +
      '{save} {why}, und es gab keine intakte Kopie mehr, also gelten die Standardeinstellungen. Nichts wurde gelöscht: Die alten Dateien wurden als {kept} in {dir} aufbewahrt.',
    save: {
      settings: 'Die Datei deiner Einstellungen',
      'slot-1': 'Dein Spielstand in Platz 1',
      'slot-2': 'Dein Spielstand in Platz 2',
      'slot-3': 'Dein Spielstand in Platz 3',
    },
    why: {
      missing: 'fehlte',
      unreadable: 'konnte nicht gelesen werden',
      empty: 'war leer',
      damaged: 'war beschädigt',
      'not-a-save': 'war keine Spielstanddatei',
      'not-upgradable': 'hatte ein Format, das sich nicht aktualisieren ließ',
      'not-accepted': 'enthielt Daten, die das Spiel nicht annimmt',
      'breaks-rules': 'enthielt einen Zustand, den das Spiel nie schreibt',
      link: 'war ein Verweis auf eine andere Datei, dem das Spiel nicht folgt',
      future:
        'stammt von einer neueren Pazaak-Version und wurde beiseitegelegt, nicht überschrieben',
    },
  },
} as const
