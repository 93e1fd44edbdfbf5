import { spawn } from 'node:child_process'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildShippedCli } from '../lib/cliBundle'
import { scratch, writeRandomFile } from '../lib/files'
import { stopOnInterrupt } from '../lib/interrupt'
import { ROOT, startSandboxProcess } from '../lib/processes'
import type { BenchResult } from '../lib/report'
import { MAX_FILE_BYTES } from '../../src/shared/fileTypes'

/** The largest file intake takes: larger ones are refused before anything is sent. */
const SIZE = MAX_FILE_BYTES
/** What the largest file may add to the CLI's peak over a small one sent the same way. */
const MOST_ADDED_MIB = 20
/** Just over the size read whole (WHOLE_READ_MAX_BYTES), so it is streamed like the largest. */
const SMALL = 2 * 1024 * 1024
const TIME = '/usr/bin/time'

/**
 * Runs a command under GNU time and returns its exit code, stdout and peak RSS (MiB): the
 * kernel's own high-water mark from wait4, so a peak just before exit cannot be missed.
 */
function runMeasured(
  args: string[],
  rssFile: string
): Promise<{ code: number; stdout: string; stderr: string; peakMiB: Promise<number> }> {
  // Its own process group: GNU time does not pass a SIGTERM on to the program it measures.
  const child = stopOnInterrupt(
    spawn(TIME, ['-f', '%M', '-o', rssFile, process.execPath, ...args], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe']
    }),
    true
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => (stdout += d))
  child.stderr.on('data', (d) => (stderr += d))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) =>
      resolve({
        code: code ?? -1,
        stdout,
        stderr,
        peakMiB: readFile(rssFile, 'utf8').then((t) => Number(t.trim().split('\n').pop()) / 1024)
      })
    )
  })
}

/**
 * `dropdock upload`, the command line as it ships (bundled, no tsx), of the largest file intake
 * takes (MAX_FILE_BYTES) to a sandbox running as its own process (`src/sandbox/main.ts
 * --max-upload-bytes`): what the largest file adds to the CLI's peak RSS over a 2 MiB file sent
 * the same way (streamed), against 20 MiB; for scale, the peak RSS of Node doing nothing.
 */
export async function uploadLargestBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('upload-largest')
  try {
    const file = join(dir, 'largest.bin')
    const small = join(dir, 'small.bin')
    await writeRandomFile(file, SIZE)
    const dataDir = join(dir, 'sandbox')
    await mkdir(dataDir)
    const cliFile = await buildShippedCli(dir)
    const idle = await runMeasured(['-e', ''], join(dir, 'rss-idle'))
    const startupMiB = await idle.peakMiB
    const sb = await startSandboxProcess('src/sandbox/main.ts', [
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--delay-ms',
      '0',
      '--max-upload-bytes',
      String(2 * SIZE)
    ])
    const upload = (path: string, name: string) =>
      runMeasured(
        [
          cliFile,
          'upload',
          path,
          '--base-url',
          sb.baseUrl,
          '--api-key',
          sb.apiKey,
          '--state',
          join(dir, `state-${name}`),
          '--json'
        ],
        join(dir, `rss-${name}`)
      )
    let cli
    let smallMiB
    let seconds
    try {
      // The same command with a small file sent the same way (streamed): the CLI's own memory.
      await writeRandomFile(small, SMALL)
      smallMiB = await (await upload(small, 'small')).peakMiB
      const t0 = performance.now()
      cli = await upload(file, 'largest')
      seconds = (performance.now() - t0) / 1000
    } finally {
      await sb.close()
    }
    const outcome = cli.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { event: string; state?: string; documentId?: string })
      .find((l) => l.event === 'file')
    if (
      !outcome ||
      !['extracted', 'extraction_failed', 'duplicate'].includes(outcome.state ?? '')
    ) {
      throw new Error(
        `cli upload did not deliver the file (exit ${cli.code}): ${cli.stdout} ${cli.stderr}`
      )
    }
    const peak = await cli.peakMiB
    // A floor of 1 MiB: a difference within the kernel's accounting is no difference.
    const added = Math.max(1, peak - smallMiB)
    return {
      name: 'upload-largest',
      what: `what sending a ${SIZE / 1024 / 1024} MiB file, the largest taken, adds to the peak RSS of the shipped \`dropdock upload\` over a ${SMALL / 1024 / 1024} MiB file (MiB; ratio = ${MOST_ADDED_MIB} MiB / ours)`,
      ours: added,
      baseline: MOST_ADDED_MIB,
      unit: 'MiB',
      ratio: MOST_ADDED_MIB / added,
      target: 1,
      notes: {
        "node alone (node -e '')": `${startupMiB.toFixed(0)} MiB peak RSS`,
        [`the upload of the ${SIZE / 1024 / 1024} MiB file`]: `${peak.toFixed(0)} MiB peak RSS`,
        [`the same upload of a ${SMALL / 1024 / 1024} MiB file`]: `${smallMiB.toFixed(0)} MiB peak RSS`,
        'file outcome': `${outcome.state} in ${seconds.toFixed(1)} s (exit ${cli.code})`,
        measured:
          'GNU time %M (max RSS from wait4); sandbox in its own process, --max-upload-bytes twice the file'
      }
    }
  } finally {
    await cleanup()
  }
}
