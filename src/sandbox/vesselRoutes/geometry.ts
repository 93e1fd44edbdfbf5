/**
 * Plane geometry on [longitude, latitude] pairs for sea lanes. Lines are handled with
 * "unwrapped" longitudes (continuous across the antimeridian, possibly beyond ±180) and wrapped
 * back only for output, so a lane across the Pacific stays one line whose consecutive longitudes
 * jump by more than 180 degrees where it crosses (rule 5 of the interface).
 */
import type { Position } from '../../shared/service'

/** Makes longitudes continuous: each differs from the previous by at most 180 degrees. */
export function unwrap(points: readonly Position[]): Position[] {
  const out: Position[] = []
  for (const [lon, lat] of points) {
    if (out.length === 0) {
      out.push([lon, lat])
      continue
    }
    const prev = out[out.length - 1][0]
    let l = lon
    while (l - prev > 180) l -= 360
    while (prev - l > 180) l += 360
    out.push([l, lat])
  }
  return out
}

/** Longitude into [-180, 180). */
export function wrapLongitude(lon: number): number {
  const l = ((((lon + 180) % 360) + 360) % 360) - 180
  return Object.is(l, -0) ? 0 : l
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000

/** The output form of a point: wrapped longitude, 4 decimals (about 10 m). */
export function toOutput([lon, lat]: Position): Position {
  return [round4(wrapLongitude(lon)), round4(lat)]
}

/** Approximate length of a segment in degrees of latitude (longitude scaled by cos(lat)). */
function segmentLength(a: Position, b: Position): number {
  const k = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180)
  return Math.hypot((b[0] - a[0]) * k, b[1] - a[1])
}

/** Total length of a line, as segmentLength sums it. */
export function lineLength(points: readonly Position[]): number {
  let sum = 0
  for (let i = 1; i < points.length; i++) sum += segmentLength(points[i - 1], points[i])
  return sum
}

/**
 * Adds points every `step` degrees so a hand-drawn lane looks like a tracked path (AIS reports
 * arrive every few minutes; the service then simplifies them).
 */
export function densify(points: readonly Position[], step = 0.5): Position[] {
  const out: Position[] = []
  for (let i = 0; i < points.length - 1; i++) {
    const [a, b] = [points[i], points[i + 1]]
    const n = Math.max(1, Math.ceil(segmentLength(a, b) / step))
    for (let j = 0; j < n; j++) {
      const t = j / n
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
    }
  }
  if (points.length) out.push([...points[points.length - 1]] as Position)
  return out
}

/**
 * Cuts a line at a share of its length: the point there, and the index of the last original
 * point before it.
 */
export function cutAt(
  points: readonly Position[],
  progress: number
): { point: Position; before: number } {
  const total = lineLength(points)
  const target = Math.min(1, Math.max(0, progress)) * total
  let walked = 0
  for (let i = 1; i < points.length; i++) {
    const len = segmentLength(points[i - 1], points[i])
    if (walked + len >= target && len > 0) {
      const t = (target - walked) / len
      const [a, b] = [points[i - 1], points[i]]
      return { point: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], before: i - 1 }
    }
    walked += len
  }
  return { point: [...points[points.length - 1]] as Position, before: points.length - 1 }
}

function perpendicularDistance(p: Position, a: Position, b: Position): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]]
  const len2 = dx * dx + dy * dy
  if (len2 === 0) return Math.hypot(p[0] - a[0], p[1] - a[1])
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

/** Douglas–Peucker simplification; the first and last points are always kept as they are. */
export function simplify(points: readonly Position[], tolerance: number): Position[] {
  if (points.length <= 2) return points.map((p) => [...p] as Position)
  const keep = new Array<boolean>(points.length).fill(false)
  keep[0] = keep[points.length - 1] = true
  const stack: [number, number][] = [[0, points.length - 1]]
  while (stack.length) {
    const [first, last] = stack.pop() as [number, number]
    let maxDist = 0
    let index = -1
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularDistance(points[i], points[first], points[last])
      if (d > maxDist) {
        maxDist = d
        index = i
      }
    }
    if (index !== -1 && maxDist > tolerance) {
      keep[index] = true
      stack.push([first, index], [index, last])
    }
  }
  return points.filter((_, i) => keep[i]).map((p) => [...p] as Position)
}

/** Initial great-circle bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearing(a: Position, b: Position): number {
  const rad = Math.PI / 180
  const [φ1, φ2] = [a[1] * rad, b[1] * rad]
  const Δλ = (b[0] - a[0]) * rad
  const y = Math.sin(Δλ) * Math.cos(φ2)
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ)
  return Math.round((((Math.atan2(y, x) / rad) % 360) + 360) % 360)
}
