// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { loadTable, warmTable } from './table-load'

describe('the table screen’s code', () => {
  it('loads once: the warm-up on the title screen and the table itself share it', async () => {
    warmTable()
    const first = loadTable()
    expect(loadTable()).toBe(first)
    const table = await first
    expect(table.default).toBeTruthy()
    // loaded, it is handed out again at once, with nothing fetched afresh
    expect(loadTable()).toBe(first)
  })
})
