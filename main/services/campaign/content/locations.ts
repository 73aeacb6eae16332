import type { LocationDef } from '../types'

/**
 * The cantinas, in unlock order. Beating a cantina's champion opens the next one; the first is
 * always open, and so is its open table (see opponents.ts), so a broke player can always play.
 */
export const LOCATIONS: readonly LocationDef[] = [
  {
    id: 'rusted-anchor',
    name: 'The Rusted Anchor',
    planet: 'Kerrow Minor',
    mood: 'Cheap drinks, loud engines outside, and spacers betting what they can spare.',
    music: 'cantina-1',
    merchantId: 'vessa',
    order: 1,
    championTitle: 'Champion of the Rusted Anchor',
    championAfter: 2,
  },
  {
    id: 'dune-lantern',
    name: 'The Dune Lantern',
    planet: 'Ashmarrow',
    mood: 'Sand hisses on the shutters while caravan crews play for water money.',
    music: 'cantina-2',
    merchantId: 'oskar',
    order: 2,
    championTitle: 'Lantern-Keeper of Ashmarrow',
    championAfter: 2,
  },
  {
    id: 'coral-vault',
    name: 'The Coral Vault',
    planet: 'Meridane',
    mood: 'Green light through the sea-glass ceiling, and a dealer who takes her cut.',
    music: 'cantina-3',
    merchantId: 'lumi',
    order: 3,
    championTitle: 'Warden of the Coral Vault',
    championAfter: 2,
  },
  {
    id: 'ember-hall',
    name: 'The Ember Hall',
    planet: 'Vaskar Prime',
    mood: 'Furnace heat, soot on the cards, and miners who bet a month of shifts.',
    music: 'cantina-4',
    merchantId: 'brannoch',
    order: 4,
    championTitle: 'Flame of the Ember Hall',
    championAfter: 2,
  },
  {
    id: 'glass-orchid',
    name: 'The Glass Orchid',
    planet: 'Lirenna',
    mood: 'Silk, soft strings and quiet money: nobody here admits to losing.',
    music: 'cantina-5',
    merchantId: 'ysolde',
    order: 5,
    championTitle: 'Patron of the Glass Orchid',
    championAfter: 2,
  },
  {
    id: 'gilded-circuit',
    name: 'The Gilded Circuit',
    planet: 'Orrel Spire',
    mood: 'The tournament floor: best of three sets, open pools, and the whole sector watching.',
    music: 'cantina-6',
    merchantId: 'fennick',
    order: 6,
    championTitle: 'Grandmaster of the Circuit',
    championAfter: 3,
  },
]
