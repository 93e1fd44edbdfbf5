import { describe, expect, it } from 'vitest'
import type { MapFeatureCollection } from '@shared/service'
import { centreLongitude, drawRoute } from '@renderer/lib/routeMap'
import { sampleLines } from '@renderer/lib/mapLabels'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import { buildMapGeoJson } from '../../../src/sandbox/vesselRoutes/mapGeojson'
import { seedForAccount } from '../../../src/sandbox/seed'

const W = 640
const H = 320

/** The route of a seeded container, as the sandbox's map endpoint answers it. */
function seededRoute(number: string): MapFeatureCollection {
  const c = seedForAccount(BLUE_HARBOR).containers.find((x) => x.attributes.number === number)
  return buildMapGeoJson(c?.route ?? null)
}

/** Pieces of an SVG path and its points, to see whether a line was cut or jumps. */
function pieces(d: string): { x: number; y: number }[][] {
  return d
    .split('M')
    .filter(Boolean)
    .map((piece) =>
      [...piece.matchAll(/(-?[\d.]+(?:e-?\d+)?),(-?[\d.]+(?:e-?\d+)?)/g)].map((m) => ({
        x: Number(m[1]),
        y: Number(m[2])
      }))
    )
}

function expectOneUnbrokenLine(d: string): void {
  const parts = pieces(d)
  expect(parts).toHaveLength(1)
  const points = parts[0]
  for (const p of points) {
    expect(p.x).toBeGreaterThanOrEqual(0)
    expect(p.x).toBeLessThanOrEqual(W)
  }
  for (let i = 1; i < points.length; i++) {
    expect(Math.abs(points[i].x - points[i - 1].x)).toBeLessThan(W / 4)
  }
}

const port = (name: string, label: string, lon: number, lat: number) => ({
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates: [lon, lat] as [number, number] },
  properties: { feature_type: 'port' as const, name, label }
})

describe('lib/routeMap', () => {
  describe('centreLongitude()', () => {
    it('centres a trans-Pacific route in the Pacific, not in Africa', () => {
      const c = centreLongitude([
        [122, 30],
        [-118, 34]
      ])
      expect(Math.abs(c)).toBeGreaterThan(170)
    })
  })

  describe('drawRoute()', () => {
    it('draws Shanghai → Los Angeles in one piece across the antimeridian, west to east', () => {
      const drawing = drawRoute(seededRoute('MSKU1234565'), W, H)
      if (!drawing) throw new Error('no drawing')
      expect(drawing.lines.map((l) => l.kind).sort()).toEqual(['ahead', 'sailed'])
      for (const line of drawing.lines) expectOneUnbrokenLine(line.d)
      const [pol, pod] = ['POL', 'POD'].map((l) => drawing.ports.find((p) => p.label === l))
      expect(pol?.name).toBe('Shanghai')
      expect(pod?.name).toBe('Los Angeles')
      expect(pol!.x).toBeLessThan(pod!.x)
      // the vessel sails east of the antimeridian, between the two ports
      expect(drawing.vessel?.name).toBe('MAERSK KENSINGTON')
      expect(drawing.vessel!.x).toBeGreaterThan(W / 2)
      expect(drawing.vessel!.x).toBeLessThan(pod!.x)
      expect(drawing.land.length).toBeGreaterThan(1000)
    })

    it('draws a South Pacific leg crossing the antimeridian near Fiji in one piece', () => {
      const fc: MapFeatureCollection = {
        type: 'FeatureCollection',
        features: [
          port('Auckland', 'POL', 174.78, -36.84),
          port('Papeete', 'POD', -149.57, -17.53),
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                [174.78, -36.84],
                [178.5, -31],
                [-178.2, -28.5],
                [-165, -22],
                [-149.57, -17.53]
              ]
            },
            properties: { feature_type: 'estimated_full_legs' }
          }
        ]
      }
      const drawing = drawRoute(fc, W, H)
      if (!drawing) throw new Error('no drawing')
      expect(drawing.lines).toHaveLength(1)
      expectOneUnbrokenLine(drawing.lines[0].d)
      const [akl, ppt] = drawing.ports
      expect(akl.x).toBeLessThan(ppt.x)
      expect(akl.y).toBeGreaterThan(ppt.y)
      expect(drawing.vessel).toBeNull()
    })

    it('keeps an Atlantic route the right way round: New York west of Hamburg', () => {
      const drawing = drawRoute(seededRoute('HLXU8712045'), W, H)
      if (!drawing) throw new Error('no drawing')
      for (const line of drawing.lines) expectOneUnbrokenLine(line.d)
      const ham = drawing.ports.find((p) => p.name === 'Hamburg')
      const nyc = drawing.ports.find((p) => p.name === 'New York')
      expect(nyc!.x).toBeLessThan(ham!.x)
      // no valid vessel position on this leg: no vessel is drawn
      expect(drawing.vessel).toBeNull()
    })

    it.each(['MSKU1234565', 'HLXU8712045'])(
      'puts each port label of %s off the route, the marks and the other labels',
      (number) => {
        const drawing = drawRoute(seededRoute(number), W, H)
        if (!drawing) throw new Error('no drawing')
        const route = sampleLines(drawing.lines.flatMap((l) => pieces(l.d)))
        const boxes = drawing.ports.map((p) => {
          const width = `${p.label} ${p.name}`.trim().length * 7
          const left = p.anchor === 'start' ? p.labelX : p.labelX - width
          return { name: p.name, l: left, t: p.labelY - 11, r: left + width, b: p.labelY + 3 }
        })
        expect(boxes.length).toBeGreaterThan(1)
        for (const box of boxes) {
          const on = route.filter((q) => q.x > box.l && q.x < box.r && q.y > box.t && q.y < box.b)
          expect(on, `${box.name}: route under its label`).toEqual([])
          expect(box.l, box.name).toBeGreaterThanOrEqual(0)
          expect(box.r, box.name).toBeLessThanOrEqual(W)
          const marks = [...drawing.ports, ...(drawing.vessel ? [drawing.vessel] : [])]
          for (const m of marks) {
            expect(m.x > box.l && m.x < box.r && m.y > box.t && m.y < box.b, box.name).toBe(false)
          }
        }
        for (let i = 0; i < boxes.length; i++)
          for (let k = i + 1; k < boxes.length; k++) {
            const [a, b] = [boxes[i]!, boxes[k]!]
            const overlap = a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b
            expect(overlap, `${a.name} and ${b.name}`).toBe(false)
          }
      }
    )

    it('has nothing to draw for an empty collection or only unreadable features', () => {
      expect(drawRoute(seededRoute('EMCU6118209'))).toBeNull()
      expect(
        drawRoute({
          type: 'FeatureCollection',
          features: [
            port('Nowhere', 'POL', 400, 12),
            { type: 'Feature', geometry: null, properties: { feature_type: 'port' } } as never
          ]
        })
      ).toBeNull()
    })
  })
})
