import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import type { MainLoopInput, MainLoopReport } from '../children/mainLoop'
import { BLUE_HARBOR } from '../../src/sandbox/accounts'
import {
  MAIL_MAX_DEPTH,
  MAIL_MAX_DECODED_BYTES,
  MAIL_MAX_PARTS
} from '../../src/sandbox/email/limits'
import { PDF_MAX_PAGES } from '../../src/sandbox/processing/pdfLimits'
import { INVOICE_LINES } from '../../test/fixtures/content'
import { textPdf } from '../../test/fixtures/generate'
import { appRuntime, bundleChild } from '../lib/appRuntime'
import { scratch } from '../lib/files'
import { runChild, ROOT } from '../lib/processes'
import type { BenchResult } from '../lib/report'

const DOCUMENTS = 300
const IDLE_MS = 5_000
/**
 * The embedded sandbox answers 100 requests a minute, as the service does: 302 files (two
 * requests each) reach it over some 6 minutes. The first 150 s hold every hostile mail and some
 * 120 documents sent, classified and extracted; the states at the end are printed.
 */
const LOAD_MS = 150_000
/** The window's process: a frame late by more than this is seen; this often is a stutter. */
/**
 * What the burst may add to main's event-loop delay over the same process idle, measured in the
 * same run: on a loaded machine the idle p99 alone can pass 20 ms, and a verdict on the absolute
 * figure would judge the machine, not Dropdock.
 */
const TARGET = { p99Ms: 20, maxMs: 200 }

const head = (extra: string[]) => [
  `To: <${BLUE_HARBOR.documentAlias}>`,
  'From: stranger@sender.example',
  'Subject: hostile',
  ...extra
]

const part = (boundary: string, name: string, body: string, type = 'application/pdf') => [
  `--${boundary}`,
  `Content-Type: ${type}; name="${name}"`,
  'Content-Disposition: attachment',
  '',
  body
]

/** The parameter shape that made the old splitter look ahead to the end at every `;`. */
const hostileParams = (bytes: number) =>
  'application/pdf' + '; a="b;c"; d=e'.repeat(Math.ceil(bytes / 14))

const mail = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'latin1')

function manyParts(count: number): Buffer {
  const lines = head(['Content-Type: multipart/mixed; boundary="m"', ''])
  for (let i = 0; i < count; i++) lines.push(...part('m', `part-${i}.pdf`, `%PDF-1.4 ${i}`))
  return mail([...lines, '--m--', ''])
}

function nested(levels: number): Buffer {
  const lines = head(['Content-Type: multipart/mixed; boundary="b0"', ''])
  for (let i = 1; i < levels; i++) {
    lines.push(`--b${i - 1}`, `Content-Type: multipart/mixed; boundary="b${i}"`, '')
  }
  lines.push(...part(`b${levels - 1}`, 'deep.pdf', '%PDF-1.4 deep'))
  for (let i = levels - 1; i >= 0; i--) lines.push(`--b${i}--`)
  return mail(lines)
}

/** Each hostile input of the mail route, by name. */
function hostileMails(): Record<string, Buffer> {
  const big = Buffer.alloc(MAIL_MAX_DECODED_BYTES + 1024, 'A').toString('base64')
  return {
    // The 164 KB Content-Type that held the process 19.5 s: over the header limit now.
    'content-type-164k': mail([
      ...head([`Content-Type: ${hostileParams(164 * 1024)}`, '']),
      'body'
    ]),
    // The same shape within the 64 KiB header block: parsed, linearly.
    'part-params-60k': mail([
      ...head(['Content-Type: multipart/mixed; boundary="p"', '']),
      '--p',
      `Content-Type: ${hostileParams(60 * 1024)}; name="params.pdf"`,
      'Content-Disposition: attachment',
      '',
      '%PDF-1.4 params',
      '--p--',
      ''
    ]),
    'parts-10000': manyParts(10_000),
    // At the limit (the multipart itself is a part): taken, a document per attachment.
    [`parts-${MAIL_MAX_PARTS - 1}`]: manyParts(MAIL_MAX_PARTS - 1),
    [`nested-${MAIL_MAX_DEPTH + 1}`]: nested(MAIL_MAX_DEPTH + 1),
    // 20 MiB of attachment, base64: past the 25 MiB body cap before any of it is parsed.
    'body-over-cap': mail([
      ...head(['Content-Type: multipart/mixed; boundary="d"', '']),
      '--d',
      'Content-Type: application/pdf; name="huge.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      ...big.match(/.{1,76}/g)!,
      '--d--',
      ''
    ])
  }
}

/**
 * The window's process stays responsive while the sandbox works: Dropdock's main, booted on the
 * Electron stand-in, measures its own event-loop delay (perf_hooks, timers 10 ms apart) idle
 * for 5 s (the baseline), then for up to 150 s while its engine sends 300 invoice PDFs and two past the page
 * limit to the embedded sandbox (its utility process) and another process mails each hostile
 * message (164 KB Content-Type, 60 KB parameters, 10,000 and 100 parts, nesting past the limit,
 * a body past the 25 MiB cap) twice. Targets: the burst adds at most 20 ms to the idle p99 and at
 * most 200 ms to the idle max; the figure is the worse of budget / added (an added delay under
 * 1 ms counts as 1 ms).
 */
export async function mainLoopBench(): Promise<BenchResult> {
  const { dir, cleanup } = await scratch('mainLoop')
  try {
    const files: string[] = []
    for (let i = 0; i < DOCUMENTS; i++) {
      const f = join(dir, `invoice-${i}.pdf`)
      await writeFile(f, await textPdf('Invoice', [...INVOICE_LINES, `Copy ${i}`]))
      files.push(f)
    }
    for (let i = 0; i < 2; i++) {
      const doc = await PDFDocument.load(await textPdf('Invoice', [...INVOICE_LINES, `Long ${i}`]))
      while (doc.getPageCount() <= PDF_MAX_PAGES) doc.addPage()
      const f = join(dir, `long-${i}.pdf`)
      await writeFile(f, await doc.save())
      files.push(f)
    }
    const mails: string[] = []
    const names: string[] = []
    for (const round of [1, 2]) {
      for (const [name, bytes] of Object.entries(hostileMails())) {
        const f = join(dir, `${name}-${round}.eml`)
        await writeFile(f, bytes)
        mails.push(f)
        names.push(name)
      }
    }

    // As the app ships them: the sandbox's process, its PDF thread and the stand-in's shim
    // beside main's bundle.
    await bundleChild('src/sandbox/sandboxChild.ts', { ext: '.js' })
    await bundleChild('src/sandbox/processing/pdfWorker.ts', { ext: '.js' })
    await bundleChild('test/mocks/utilityProcessShim.ts', { ext: '.js' })
    const mailSender = await bundleChild('bench/children/mailSender.ts')
    const report = await runChild<MainLoopReport>(
      'bench/children/mainLoop.ts',
      {
        root: join(dir, 'app'),
        files,
        mails,
        mailSender,
        idleMs: IDLE_MS,
        loadMs: LOAD_MS
      } satisfies MainLoopInput,
      {
        bundled: true,
        alias: {
          electron: join(ROOT, 'test/mocks/electron.ts'),
          // Bundled in, as the tests inline it, so its own `import 'electron'` meets the stand-in.
          'electron-store': fileURLToPath(import.meta.resolve('electron-store')),
          '@shared': join(ROOT, 'src/shared')
        }
      }
    )
    const { idle, load } = report
    const addedP99 = Math.max(1, load.p99Ms - idle.p99Ms)
    const addedMax = Math.max(1, load.maxMs - idle.maxMs)
    const ratio = Math.min(TARGET.p99Ms / addedP99, TARGET.maxMs / addedMax)
    return {
      name: 'mainLoop',
      what: `event-loop delay p99 of the window's process (main) during a ${DOCUMENTS}-document burst and hostile mail to the sandbox, against the same process idle (ratio = the worse of 20 ms / p99 added, 200 ms / max added)`,
      ours: load.p99Ms,
      baseline: idle.p99Ms,
      unit: 'ms',
      ratio,
      target: 1,
      notes: {
        'p99 under load / idle': `${load.p99Ms} / ${idle.p99Ms} ms (+${(load.p99Ms - idle.p99Ms).toFixed(1)} ms), target ≤ +${TARGET.p99Ms} ms`,
        'max under load / idle': `${load.maxMs} / ${idle.maxMs} ms (+${(load.maxMs - idle.maxMs).toFixed(1)} ms), target ≤ +${TARGET.maxMs} ms`,
        'p50 under load / idle': `${load.p50Ms} / ${idle.p50Ms} ms`,
        'load lasted': `${(report.loadMs / 1000).toFixed(1)} s, ${load.samples} samples`,
        'files by state': JSON.stringify(report.states),
        'extraction_failed, why': JSON.stringify(report.failures),
        'mailed documents in the inbox': report.mailedItems,
        // 0: the sandbox closed the connection while the body was still being sent (413).
        'mail answers': names.map((n, i) => `${n} ${report.mailStatuses[i]}`).join(', '),
        'machine load (1 min)': report.loadAverage.toFixed(2),
        'sandbox process': report.sandboxPid === null ? 'none' : `pid ${report.sandboxPid}`,
        runtime: appRuntime()
      }
    }
  } finally {
    await cleanup()
  }
}
