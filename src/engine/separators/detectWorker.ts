/**
 * Worker-thread entry that judges each page of one scanned PDF (see ./detect): pdf.js reads its
 * text layer and decodes the images it paints, zxing-wasm reads the codes on them. A hostile PDF
 * can make pdf.js decode for long and allocate much; here it does so in a thread with a capped
 * heap that ./detect terminates on a deadline. No canvas: the images are pdf.js's decoded pixels.
 *
 * A page is `content` unless shown otherwise: whatever this thread cannot read on a page (an
 * image whose pixels do not add up) counts as content, so no page is dropped on a guess.
 *
 * Node runs this file as is (types stripped) from the source, and the app's build emits it
 * beside main's bundle; so it imports nothing of ours, and its limits come with each job.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { parentPort } from 'node:worker_threads'

/** One job: the PDF's bytes, the separator text, and the limits and thresholds. */
export interface DetectJob {
  id: number
  bytes: Uint8Array
  text: string
  maxPages: number
  maxBytes: number
  formats: string[]
  darkLuminance: number
  blankMaxDarkRatio: number
  maxSide: number
}

/** The answer: each page's kind (a SeparatorPageKind), or why not (a CutFailure and a sentence). */
export type DetectAnswer =
  | { id: number; ok: true; kinds: string[] }
  | { id: number; ok: false; failure: string; reason: string }

/** A decoded image as pdf.js hands it over (ImageKind 1: 1 bit grey, 2: RGB, 3: RGBA). */
interface PdfImage {
  width: number
  height: number
  kind?: number
  data?: Uint8Array | Uint8ClampedArray
}

/** An image as the code reader takes it, with its count of ink pixels. */
interface Pixels {
  width: number
  height: number
  data: Uint8ClampedArray<ArrayBuffer>
  /** As a page's ImageData says (the reader takes one where the DOM's types are in scope). */
  colorSpace: 'srgb'
  dark: number
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>
type ReadBarcodes = (typeof import('zxing-wasm/reader'))['readBarcodes']
type Position = Awaited<ReturnType<ReadBarcodes>>[number]['position']
type Box = { x0: number; y0: number; x1: number; y1: number }

const BROKEN = 'The file is not a readable PDF: Dropdock cannot look for separator sheets in it.'

/** The luminance (0–255) of the source pixel at (x, y) of an image of `kind`. */
function lumAt(src: Uint8Array | Uint8ClampedArray, kind: number, w: number, x: number, y: number) {
  if (kind === 1) {
    // A set bit is white; in a stencil mask a clear bit is where the (dark) colour paints.
    return src[y * Math.ceil(w / 8) + (x >> 3)]! & (0x80 >> (x & 7)) ? 255 : 0
  }
  const s = kind === 2 ? (y * w + x) * 3 : (y * w + x) * 4
  if (kind === 3 && src[s + 3] === 0) return 255
  return (src[s]! * 306 + src[s + 1]! * 601 + src[s + 2]! * 117) >> 10
}

/**
 * One image's pixels as grey RGBA, every `step`-th pixel of every `step`-th row when it is
 * larger than `maxSide` across (a 300 dpi scan read at 150 dpi), or null when its data does not
 * match its size and kind.
 */
function toPixels(img: PdfImage, job: DetectJob, mask: boolean): Pixels | null {
  const { width: w, height: h, data: src } = img
  if (!src || !(w > 0) || !(h > 0)) return null
  const kind = mask ? 1 : (img.kind ?? 0)
  const need =
    kind === 1 ? Math.ceil(w / 8) * h : kind === 2 ? w * h * 3 : kind === 3 ? w * h * 4 : -1
  if (need < 0 || src.length < need) return null
  const step = Math.max(1, Math.ceil(Math.max(w, h) / job.maxSide))
  const width = Math.ceil(w / step)
  const height = Math.ceil(h / step)
  const data = new Uint8ClampedArray(width * height * 4)
  const out = new Uint32Array(data.buffer)
  let dark = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const lum = lumAt(src, kind, w, x * step, y * step)
      if (lum < job.darkLuminance) dark++
      // Grey, opaque: the same byte in R, G and B, whichever the platform's byte order.
      out[y * width + x] = (0xff000000 | (lum << 16) | (lum << 8) | lum) >>> 0
    }
  }
  return { width, height, data, colorSpace: 'srgb', dark }
}

/** An image a page paints: decoded by pdf.js once asked for (null: it handed none over). */
type PageImage = { get: () => Promise<PdfImage | null>; mask: boolean }

/**
 * The images a page paints, in order. pdf.js decodes an XObject image apart from the operator
 * list and hands it over (or null, when it could not decode it) once it is done.
 */
function pageImages(
  page: PdfPage,
  ops: { fnArray: number[]; argsArray: unknown[][] },
  O: PdfJs['OPS']
): PageImage[] {
  const out: PageImage[] = []
  const byId = (id: unknown, mask: boolean): PageImage => ({
    mask,
    get: () => {
      if (typeof id !== 'string') return Promise.resolve(null)
      const objs = id.startsWith('g_') ? page.commonObjs : page.objs
      return new Promise((resolve) =>
        objs.get(id, (data: unknown) => resolve(data as PdfImage | null))
      )
    }
  })
  const inline = (img: unknown, mask: boolean): PageImage => ({
    mask,
    get: () => Promise.resolve((img as PdfImage | undefined) ?? null)
  })
  ops.fnArray.forEach((fn, i) => {
    const arg = ops.argsArray[i]?.[0]
    if (fn === O.paintImageXObject || fn === O.paintImageXObjectRepeat) out.push(byId(arg, false))
    else if (fn === O.paintInlineImageXObject || fn === O.paintInlineImageXObjectGroup) {
      out.push(inline(arg, false))
    } else if (fn === O.paintImageMaskXObject || fn === O.paintImageMaskXObjectRepeat) {
      out.push(inline(arg, true))
    } else if (fn === O.paintImageMaskXObjectGroup) {
      for (const m of (arg as unknown[] | undefined) ?? []) out.push(inline(m, true))
    }
  })
  return out
}

/** The ink of `px` outside the boxes (the codes with their quiet zone), as a share. */
function inkOutside(px: Pixels, boxes: Box[], darkLuminance: number): number {
  let dark = 0
  for (let y = 0; y < px.height; y++) {
    const row = boxes.filter((b) => y >= b.y0 && y <= b.y1)
    for (let x = 0; x < px.width; x++) {
      if (px.data[(y * px.width + x) * 4]! >= darkLuminance) continue
      if (!row.some((b) => x >= b.x0 && x <= b.x1)) dark++
    }
  }
  return dark / (px.width * px.height)
}

/** A code's corners as a box, grown by a fifth of its size on each side (its quiet zone). */
function boxOf(pos: Position): Box {
  const pts = [pos.topLeft, pos.topRight, pos.bottomLeft, pos.bottomRight]
  const xs = pts.map((p) => p.x)
  const ys = pts.map((p) => p.y)
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const m = Math.max(x1 - x0, y1 - y0) / 5
  return { x0: x0 - m, y0: y0 - m, x1: x1 + m, y1: y1 + m }
}

/** Whether any image carries the separator code, and whether any holds ink besides it. */
async function lookAtImages(
  images: PageImage[],
  job: DetectJob,
  read: ReadBarcodes
): Promise<{ code: boolean; ink: boolean }> {
  let code = false
  let ink = false
  for (const image of images) {
    const img = await image.get()
    const px = img ? toPixels(img, job, image.mask) : null
    if (!px) {
      ink = true
      continue
    }
    if (px.dark / (px.width * px.height) <= job.blankMaxDarkRatio) continue
    const found = await read(px, {
      formats: job.formats as NonNullable<Parameters<ReadBarcodes>[1]>['formats'],
      tryHarder: true,
      // Separator sheets are printed dark on light: reading each page inverted too doubles the time.
      tryInvert: false,
      maxNumberOfSymbols: 8
    })
    const ours = found.filter((r) => job.text !== '' && r.isValid && r.text === job.text)
    if (ours.length === 0) {
      ink = true
      continue
    }
    code = true
    if (
      inkOutside(
        px,
        ours.map((r) => boxOf(r.position)),
        job.darkLuminance
      ) > job.blankMaxDarkRatio
    )
      ink = true
  }
  return { code, ink }
}

/** One page's kind: its text layer (the separator text itself aside) and its images. */
async function judgePage(page: PdfPage, job: DetectJob, O: PdfJs['OPS'], read: ReadBarcodes) {
  const content = await page.getTextContent()
  const all = content.items.map((i) => ('str' in i ? i.str : '')).join(' ')
  const words = job.text === '' ? all : all.split(job.text).join(' ')
  const text = words.trim() !== ''
  const { code, ink } = await lookAtImages(
    pageImages(page, await page.getOperatorList(), O),
    job,
    read
  )
  if (code) return text || ink ? 'marked' : 'sheet'
  return text || ink ? 'content' : 'blank'
}

/**
 * How this thread opens a PDF with pdf.js: no eval, no font faces or system fonts, none of a
 * browser's canvas or image decoder, no console chatter. The bench's baseline reads with the same.
 */
export const PDFJS_READ_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  verbosity: 0
} as const

/**
 * zxing-wasm's reader, its .wasm read from disk (never fetched): beside this file in the
 * command line's bundle (scripts/buildCli.mjs), else from the installed package.
 */
async function loadReader(): Promise<ReadBarcodes> {
  const zx = await import('zxing-wasm/reader')
  const beside = fileURLToPath(new URL('./zxing_reader.wasm', import.meta.url))
  const wasm = existsSync(beside)
    ? beside
    : createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')
  const wasmBinary = new Uint8Array(await readFile(wasm)).buffer
  await zx.prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true })
  return zx.readBarcodes
}

async function detect(job: DetectJob): Promise<DetectAnswer> {
  const no = (failure: string, reason: string): DetectAnswer => ({
    id: job.id,
    ok: false,
    failure,
    reason
  })
  if (job.bytes.byteLength > job.maxBytes) {
    return no(
      'too_large',
      `The PDF is larger than ${job.maxBytes} bytes, the most Dropdock reads for separator sheets.`
    )
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: job.bytes,
    ...PDFJS_READ_OPTIONS
  })
  let doc: Awaited<typeof task.promise>
  try {
    doc = await task.promise
  } catch (err) {
    await task.destroy()
    if ((err as Error | null)?.name === 'PasswordException') {
      return no(
        'encrypted_pdf',
        'The PDF is encrypted: Dropdock cannot look for separator sheets in it.'
      )
    }
    return no('broken_pdf', BROKEN)
  }
  try {
    if (doc.numPages > job.maxPages) {
      return no(
        'too_large',
        `The PDF has ${doc.numPages} pages; Dropdock looks for separator sheets in at most ${job.maxPages}.`
      )
    }
    const read = await loadReader().catch(() => null)
    if (!read) return no('stopped', 'The code reader (zxing-wasm) could not be loaded.')
    const kinds: string[] = []
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p)
      kinds.push(await judgePage(page, job, pdfjs.OPS, read))
      page.cleanup()
    }
    return { id: job.id, ok: true, kinds }
  } finally {
    await task.destroy()
  }
}

parentPort?.on('message', (job: DetectJob) => {
  detect(job).then(
    (answer) => parentPort?.postMessage(answer),
    () =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        failure: 'broken_pdf',
        reason: BROKEN
      } satisfies DetectAnswer)
  )
})
