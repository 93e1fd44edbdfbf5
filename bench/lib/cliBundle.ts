import { join } from 'node:path'
// @ts-expect-error: a build script without declarations; its one export is typed below.
import { buildCli as buildCliUntyped } from '../../scripts/buildCli.mjs'

const buildCli = buildCliUntyped as (outDir: string, o: { carry: boolean }) => Promise<string>

/**
 * The command line as it ships (scripts/buildCli.mjs), built into `dir`: the path of the file
 * `node` runs, with no tsx and no checkout behind it.
 */
export async function buildShippedCli(dir: string): Promise<string> {
  const out = await buildCli(join(dir, 'cli'), { carry: true })
  return join(out, 'dropdock.js')
}
