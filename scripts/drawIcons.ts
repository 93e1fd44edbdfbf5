/**
 * Draws Dropdock's icons as PNG files into resources/ with nothing but node:zlib: a box (the
 * inbox) with an arrow dropping into it. Run with `npx tsx scripts/drawIcons.ts`.
 *
 * - App icon: icon-<size>.png for 16…1024 and icon.png (512), on a rounded blue square.
 * - Tray: tray-<state>.png (16) and tray-<state>@2x.png (32), coloured per state, plus macOS
 *   template images tray-<state>Template.png / @2x (black with alpha; states told by badges).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodePng } from './png'

type RGBA = [number, number, number, number]
type Paint = (x: number, y: number) => RGBA | null

const OUT = join(import.meta.dirname, '..', 'resources')

/* ---------- Pixels to PNG ---------- */

function png(size: number, pixels: Uint8Array): Buffer {
  const rows = Buffer.alloc((size * 4 + 1) * size)
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0
    Buffer.from(pixels.buffer, y * size * 4, size * 4).copy(rows, y * (size * 4 + 1) + 1)
  }
  return encodePng(size, size, 6, rows, { level: 9 })
}

/** Renders layered paints (last on top) with 4×4 supersampling, straight alpha. */
function render(size: number, layers: Paint[]): Buffer {
  const px = new Uint8Array(size * size * 4)
  const S = 4
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const u = (x + (sx + 0.5) / S) / size
          const v = (y + (sy + 0.5) / S) / size
          let cr = 0
          let cg = 0
          let cb = 0
          let ca = 0
          for (const paint of layers) {
            const c = paint(u, v)
            if (!c) continue
            const al = c[3] / 255
            cr = c[0] * al + cr * (1 - al)
            cg = c[1] * al + cg * (1 - al)
            cb = c[2] * al + cb * (1 - al)
            ca = al + ca * (1 - al)
          }
          r += cr
          g += cg
          b += cb
          a += ca
        }
      }
      const n = S * S
      const i = (y * size + x) * 4
      const alpha = a / n
      px[i] = alpha ? Math.round(r / n / alpha) : 0
      px[i + 1] = alpha ? Math.round(g / n / alpha) : 0
      px[i + 2] = alpha ? Math.round(b / n / alpha) : 0
      px[i + 3] = Math.round(alpha * 255)
    }
  }
  return png(size, px)
}

/* ---------- shapes (unit square, y down) ---------- */

const inRoundRect = (
  x: number,
  y: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  r: number
) => {
  const cx = Math.min(Math.max(x, x0 + r), x1 - r)
  const cy = Math.min(Math.max(y, y0 + r), y1 - r)
  return x >= x0 && x <= x1 && y >= y0 && y <= y1 && (x - cx) ** 2 + (y - cy) ** 2 <= r * r
}

const inTriangle = (
  x: number,
  y: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number
) => {
  const s = (px: number, py: number, qx: number, qy: number) =>
    (x - qx) * (py - qy) - (px - qx) * (y - qy)
  const d1 = s(ax, ay, bx, by)
  const d2 = s(bx, by, cx, cy)
  const d3 = s(cx, cy, ax, ay)
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
}

const inCircle = (x: number, y: number, cx: number, cy: number, r: number) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r * r

/** The glyph: an open box (walls and floor) with an arrow dropping into it. */
function inGlyph(x: number, y: number, bold: boolean): boolean {
  const w = bold ? 0.13 : 0.09
  const box =
    inRoundRect(x, y, 0.14, 0.5, 0.14 + w, 0.88, 0.02) ||
    inRoundRect(x, y, 0.86 - w, 0.5, 0.86, 0.88, 0.02) ||
    inRoundRect(x, y, 0.14, 0.88 - w, 0.86, 0.88, 0.02)
  const shaft = inRoundRect(x, y, 0.5 - w / 1.6, 0.1, 0.5 + w / 1.6, 0.5, 0.02)
  const head = inTriangle(x, y, 0.28, 0.44, 0.72, 0.44, 0.5, 0.7)
  return box || shaft || head
}

const solid =
  (c: RGBA, test: (x: number, y: number) => boolean): Paint =>
  (x, y) =>
    test(x, y) ? c : null

/* ---------- app icon ---------- */

function appIcon(size: number): Buffer {
  const bold = size <= 32
  const background: Paint = (x, y) =>
    inRoundRect(x, y, 0.04, 0.04, 0.96, 0.96, 0.2)
      ? [Math.round(24 + 20 * y), Math.round(78 + 40 * y), Math.round(140 + 50 * y), 255]
      : null
  const scaled: Paint = (x, y) => {
    const u = (x - 0.18) / 0.64
    const v = (y - 0.16) / 0.68
    return u >= 0 && u <= 1 && v >= 0 && v <= 1 && inGlyph(u, v, bold) ? [255, 255, 255, 255] : null
  }
  return render(size, [background, scaled])
}

/* ---------- tray icons ---------- */

type State = 'idle' | 'working' | 'paused' | 'attention' | 'offline'

const STATE_COLOR: Record<State, RGBA> = {
  idle: [52, 120, 200, 255],
  working: [30, 150, 90, 255],
  paused: [120, 128, 140, 255],
  attention: [222, 96, 30, 255],
  offline: [120, 128, 140, 255]
}

/** Badge in the lower-right corner telling the state apart without colour. */
function badge(state: State, ink: RGBA, hole: RGBA | null): Paint[] {
  const cx = 0.78
  const cy = 0.76
  const ring = (x: number, y: number) => inCircle(x, y, cx, cy, 0.27)
  const clear: Paint = (x, y) => (ring(x, y) ? (hole ?? [0, 0, 0, 0]) : null)
  switch (state) {
    case 'working':
      return [clear, solid(ink, (x, y) => inCircle(x, y, cx, cy, 0.18))]
    case 'paused':
      return [
        clear,
        solid(ink, (x, y) => inRoundRect(x, y, cx - 0.15, cy - 0.17, cx - 0.04, cy + 0.17, 0.01)),
        solid(ink, (x, y) => inRoundRect(x, y, cx + 0.04, cy - 0.17, cx + 0.15, cy + 0.17, 0.01))
      ]
    case 'attention':
      return [
        clear,
        solid(ink, (x, y) => inCircle(x, y, cx, cy, 0.22)),
        solid(hole ?? [0, 0, 0, 0], (x, y) =>
          inRoundRect(x, y, cx - 0.035, cy - 0.15, cx + 0.035, cy + 0.04, 0.01)
        ),
        solid(hole ?? [0, 0, 0, 0], (x, y) => inCircle(x, y, cx, cy + 0.11, 0.04))
      ]
    case 'offline':
      return [solid(ink, (x, y) => Math.abs(x - y) < 0.07 && x > 0.06 && x < 0.94)]
    default:
      return []
  }
}

/** Colour tray icon: glyph in the state's colour, badges in the same colour on a clear ring. */
function trayIcon(size: number, state: State): Buffer {
  const color = STATE_COLOR[state]
  const glyph: Paint = (x, y) => (inGlyph(x, y, true) ? color : null)
  const layers = state === 'idle' ? [glyph] : [glyph, ...badge(state, color, null)]
  return render(size, cutOut(layers))
}

/** macOS template: black with alpha only; the menu bar tints it. */
function templateIcon(size: number, state: State): Buffer {
  const ink: RGBA = [0, 0, 0, 255]
  const glyph: Paint = (x, y) => (inGlyph(x, y, true) ? ink : null)
  const layers = state === 'idle' ? [glyph] : [glyph, ...badge(state, ink, null)]
  return render(size, cutOut(layers))
}

/** Transparent "clear" paints must erase what is below, not blend: resolve them per sample. */
function cutOut(layers: Paint[]): Paint[] {
  return [
    (x, y) => {
      let out: RGBA | null = null
      for (const p of layers) {
        const c = p(x, y)
        if (!c) continue
        out = c[3] === 0 ? null : c
        if (c[3] === 0) out = [0, 0, 0, 0]
      }
      return out
    }
  ]
}

/* ---------- write ---------- */

mkdirSync(OUT, { recursive: true })
for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
  writeFileSync(join(OUT, `icon-${size}.png`), appIcon(size))
}
writeFileSync(join(OUT, 'icon.png'), appIcon(512))
for (const state of ['idle', 'working', 'paused', 'attention', 'offline'] as State[]) {
  writeFileSync(join(OUT, `tray-${state}.png`), trayIcon(16, state))
  writeFileSync(join(OUT, `tray-${state}@2x.png`), trayIcon(32, state))
  writeFileSync(join(OUT, `tray-${state}Template.png`), templateIcon(16, state))
  writeFileSync(join(OUT, `tray-${state}Template@2x.png`), templateIcon(32, state))
}
console.log(`icons written to ${OUT}`)
