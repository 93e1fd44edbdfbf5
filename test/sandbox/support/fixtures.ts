import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generateFixtures, type Fixtures } from '../../fixtures/generate'

let cached: Promise<Fixtures> | null = null

/** Fixture files generated once per test file into a temp dir. */
export function fixtures(): Promise<Fixtures> {
  cached ??= generateFixtures(mkdtempSync(join(tmpdir(), 'sbx-fixtures-')))
  return cached
}

/** Bytes of one fixture. */
export async function fixtureBytes(name: keyof Fixtures): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await fixtures())[name]))
}
