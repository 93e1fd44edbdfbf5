/**
 * Where a port's label goes on the route map: beside its dot, on the side where it covers no
 * part of a route line, no other label, the vessel, and stays inside the map. Label widths are
 * estimated from their length (the map's 12 px type), which is what the SVG draws.
 */
export interface Point {
  x: number
  y: number
}

export interface PlacedLabel {
  labelX: number
  labelY: number
  anchor: 'start' | 'end'
  /** The box the label covers: left, top, right, bottom. */
  box: [number, number, number, number]
}

const CHAR_PX = 7
const ASCENT = 11
const DESCENT = 3
const GAP = 8

/** The label's four places around its dot, most natural first (right and above). */
function candidates(dot: Point, width: number): PlacedLabel[] {
  const places: [number, number, 'start' | 'end'][] = [
    [GAP, -GAP, 'start'],
    [GAP, GAP + ASCENT, 'start'],
    [-GAP, -GAP, 'end'],
    [-GAP, GAP + ASCENT, 'end'],
    [-width / 2, -GAP - 4, 'start'],
    [-width / 2, GAP + ASCENT + 4, 'start'],
    // farther out, for a dot with the route on every side close by
    [GAP, -GAP - 12, 'start'],
    [-GAP, -GAP - 12, 'end'],
    [GAP, GAP + ASCENT + 12, 'start'],
    [-GAP, GAP + ASCENT + 12, 'end']
  ]
  return places.map(([dx, dy, anchor]) => {
    const labelX = dot.x + dx
    const labelY = dot.y + dy
    const left = anchor === 'start' ? labelX : labelX - width
    return { labelX, labelY, anchor, box: [left, labelY - ASCENT, left + width, labelY + DESCENT] }
  })
}

const inside = (p: Point, [l, t, r, b]: PlacedLabel['box'], pad = 2) =>
  p.x >= l - pad && p.x <= r + pad && p.y >= t - pad && p.y <= b + pad

const overlaps = (a: PlacedLabel['box'], b: PlacedLabel['box']) =>
  a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]

/** Points every few pixels along each polyline, so a label over a segment is seen. */
export function sampleLines(lines: readonly Point[][], step = 3): Point[] {
  const out: Point[] = []
  for (const line of lines) {
    for (let i = 0; i < line.length; i++) {
      const a = line[i]!
      out.push(a)
      const b = line[i + 1]
      if (!b) continue
      const n = Math.floor(Math.hypot(b.x - a.x, b.y - a.y) / step)
      for (let k = 1; k < n; k++)
        out.push({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n })
    }
  }
  return out
}

/**
 * A place for each label (in the order given), each avoiding the route, the marks and the
 * labels placed before it; the least covering place when none is free.
 */
export function placeLabels(
  labels: readonly { dot: Point; text: string }[],
  obstacles: readonly Point[],
  size: { width: number; height: number }
): PlacedLabel[] {
  const placed: PlacedLabel[] = []
  for (const { dot, text } of labels) {
    const width = Math.max(1, text.length) * CHAR_PX
    let best: PlacedLabel | null = null
    let bestCost = Infinity
    candidates(dot, width).forEach((c, rank) => {
      const [l, t, r, b] = c.box
      const out = l < 0 || t < 0 || r > size.width || b > size.height ? 1000 : 0
      const hits = obstacles.filter((p) => inside(p, c.box)).length * 10
      const crowd = placed.filter((p) => overlaps(p.box, c.box)).length * 500
      const cost = out + hits + crowd + rank
      if (cost < bestCost) [best, bestCost] = [c, cost]
    })
    placed.push(best!)
  }
  return placed
}
