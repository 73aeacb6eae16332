import { message } from '@common/messages'
import { MAX_PLAYER_NAME, sameName } from '@common/players'
import type { ProfileSummary, SlotId } from '@preload/contract'
import {
  PROFILE_KIND,
  profileFile,
  SLOTS,
  type ProfileData,
  type SaveRepository,
} from '@main/store'
import { refuse } from '../errors'
import { cleanName, type NameRefusals } from '../names'
import { furthestLocationName } from '../world'
import { newProfile } from './new-profile'
import { playerPortrait } from './portraits'

/** How a spacer's name is refused (it may have 1..MAX_PLAYER_NAME characters). */
const SPACER_NAME: NameRefusals = {
  missing: message('errors.profile.nameMissing'),
  tooLong: message('errors.profile.nameTooLong', { max: MAX_PLAYER_NAME }),
  character: ({ fault, code }) => message('errors.profile.nameCharacter', { char: fault, code }),
}

/**
 * The three save slots and the loaded profile. Every change goes through `mutate`: it works
 * on a copy, saves it, and only then makes it the profile, so a refusal or a failed write
 * leaves the player's world exactly as it was.
 */
export class Profiles {
  private readonly slots = new Map<SlotId, ProfileData | null>()
  private currentSlot: SlotId | null = null
  /** bumped when a slot's profile is created or deleted: part of its key (ProfileSummary.key) */
  private readonly incarnations = new Map<SlotId, number>()

  constructor(
    private readonly repo: SaveRepository,
    private readonly now: () => Date,
  ) {}

  /** Reads every slot once (so damaged saves are reported on the first screen). */
  async init(): Promise<void> {
    for (const slot of SLOTS) await this.read(slot)
  }

  /** A summary of each slot that holds a profile (a damaged one with no backup is left out). */
  async list(): Promise<ProfileSummary[]> {
    const summaries: ProfileSummary[] = []
    for (const slot of SLOTS) {
      const data = await this.read(slot)
      if (data) summaries.push(this.summary(slot, data))
    }
    return summaries
  }

  /**
   * Saves a new profile in an empty slot and loads it; refuses a taken slot, a bad name, or a name
   * another save has.
   */
  async create(slot: SlotId, name: string, portrait = 0): Promise<ProfileSummary> {
    const clean = cleanName(name, MAX_PLAYER_NAME, SPACER_NAME)
    if (await this.read(slot)) refuse('conflict', 'errors.profile.slotTaken', { slot })
    await this.refuseTakenName(clean, slot)
    const data = newProfile(clean, this.now().toISOString(), portrait)
    await this.repo.save(profileFile(slot), PROFILE_KIND, data)
    this.slots.set(slot, data)
    this.incarnations.set(slot, (this.incarnations.get(slot) ?? 0) + 1)
    this.currentSlot = slot
    return this.summary(slot, data)
  }

  /** Makes a slot's profile the one every later call acts on; refuses an empty slot. */
  async load(slot: SlotId): Promise<ProfileSummary> {
    const data = await this.read(slot)
    if (!data) refuse('not-found', 'errors.profile.slotEmpty', { slot })
    this.currentSlot = slot
    return this.summary(slot, data)
  }

  /**
   * Renames a save. Renaming is not playing: `updatedAt` (the slot's "Last played", which the
   * title's Continue follows) stays as it was, so renaming an older save does not make it the
   * one Continue offers. Nothing else reads it; the file's own write time is the envelope's.
   */
  async rename(slot: SlotId, name: string): Promise<ProfileSummary> {
    const clean = cleanName(name, MAX_PLAYER_NAME, SPACER_NAME)
    const data = await this.read(slot)
    if (!data) refuse('not-found', 'errors.profile.slotEmpty', { slot })
    await this.refuseTakenName(clean, slot)
    const draft = { ...structuredClone(data), name: clean }
    await this.repo.save(profileFile(slot), PROFILE_KIND, draft)
    this.slots.set(slot, draft)
    return this.summary(slot, draft)
  }

  /**
   * Deletes a slot's save (moved aside, never erased) once `confirm` is its name, and unloads it
   * if it was loaded.
   */
  async delete(slot: SlotId, confirm: string): Promise<void> {
    const data = await this.read(slot)
    if (!data) refuse('not-found', 'errors.profile.slotEmpty', { slot })
    // in any case, as no other save may have the name in any case (`refuseTakenName`)
    if (!sameName(confirm, data.name)) {
      refuse('rejected', 'errors.profile.confirmName', { name: data.name })
    }
    await this.repo.remove(profileFile(slot))
    this.slots.set(slot, null)
    this.incarnations.set(slot, (this.incarnations.get(slot) ?? 0) + 1)
    if (this.currentSlot === slot) this.currentSlot = null
  }

  /** The loaded profile's summary, or null on the title screen. */
  current(): ProfileSummary | null {
    const slot = this.currentSlot
    const data = slot === null ? null : this.slots.get(slot)
    return slot !== null && data ? this.summary(slot, data) : null
  }

  /** The loaded profile's key (ProfileSummary.key), or null on the title screen. */
  currentKey(): string | null {
    return this.current()?.key ?? null
  }

  /** The loaded profile, read-only; refuses with 'no-profile' on the title screen. */
  require(): ProfileData {
    const data = this.currentSlot === null ? null : this.slots.get(this.currentSlot)
    if (!data) refuse('no-profile', 'errors.profile.none')
    return data
  }

  /** Applies a change to a copy of the loaded profile, saves it, then adopts it. */
  async mutate<R>(change: (draft: ProfileData, at: string) => R): Promise<R> {
    const slot = this.currentSlot
    const current = this.require()
    if (slot === null) refuse('no-profile', 'errors.profile.none')
    const draft = structuredClone(current)
    const at = this.now().toISOString()
    const result = change(draft, at)
    draft.updatedAt = at
    await this.repo.save(profileFile(slot), PROFILE_KIND, draft)
    this.slots.set(slot, draft)
    return result
  }

  /**
   * Two saves may not share a spacer's name (`sameName`: trimmed, any case): the slots list, the
   * title's Continue and the delete question name a save by it, and two alike could not be told
   * apart. `slot`'s own save is left out, so a save may be renamed to its own name in another case.
   */
  private async refuseTakenName(name: string, slot: SlotId): Promise<void> {
    for (const other of SLOTS) {
      if (other === slot) continue
      const data = await this.read(other)
      if (data && sameName(data.name, name))
        refuse('conflict', 'errors.profile.nameTaken', { name: data.name })
    }
  }

  private async read(slot: SlotId): Promise<ProfileData | null> {
    if (this.slots.has(slot)) return this.slots.get(slot) ?? null
    const data = await this.repo.load(profileFile(slot), PROFILE_KIND, `slot-${slot}`)
    this.slots.set(slot, data)
    return data
  }

  private summary(slot: SlotId, data: ProfileData): ProfileSummary {
    return summarise(slot, data, `${slot}.${this.incarnations.get(slot) ?? 0}`)
  }
}

/** A profile as the slots list shows it; `key` tells apart the profiles a slot has held. */
export function summarise(slot: SlotId, data: ProfileData, key: string): ProfileSummary {
  return {
    slot,
    name: data.name,
    credits: data.wallet.credits,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
    location: furthestLocationName(data.campaign),
    matchInProgress: data.match !== null,
    portrait: playerPortrait(data.portrait),
    key,
  }
}
