/**
 * Draws a container's route (the service's map_geojson) as SVG path data, offline: a Natural
 * Earth land outline bundled with the app, projected with d3-geo. d3-geo joins consecutive
 * positions by great arcs, so a lane whose longitudes jump from 179.5 to -171 crosses the
 * antimeridian the short way; the projection is turned to the route's middle longitude, so a
 * trans-Pacific route is drawn in one piece at the centre instead of cut at the map's edges.
 */
import { geoGraticule10, geoMercator, geoPath } from 'd3-geo'
import type { GeoPermissibleObjects } from 'd3-geo'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import land110m from 'world-atlas/land-110m.json'
import type { MapFeature, MapFeatureCollection, Position } from '@shared/service'
import { placeLabels, sampleLines, type Point } from './mapLabels'

export type LineKind = 'sailed' | 'ahead' | 'planned'

export interface RouteDrawing {
  width: number
  height: number
  land: string
  graticule: string
  lines: { kind: LineKind; d: string }[]
  ports: {
    x: number
    y: number
    label: string
    name: string
    anchor: 'start' | 'end'
    /** Where the label starts (or ends) and its baseline: off the route, the marks and the others. */
    labelX: number
    labelY: number
  }[]
  vessel: { x: number; y: number; heading: number; name: string } | null
}

const LINE_KINDS: Readonly<Record<string, LineKind>> = {
  past_vessel_locations: 'sailed',
  estimated_partial_leg: 'ahead',
  estimated_full_legs: 'planned'
}

const topology = land110m as unknown as Topology<{ land: GeometryCollection }>
const LAND = feature(topology, topology.objects.land)

function positionsOf(f: MapFeature): Position[] {
  return f.geometry.type === 'Point' ? [f.geometry.coordinates] : f.geometry.coordinates
}

const isPosition = (p: unknown): p is Position =>
  Array.isArray(p) &&
  p.length >= 2 &&
  Number.isFinite(p[0]) &&
  Number.isFinite(p[1]) &&
  Math.abs(p[0] as number) <= 180 &&
  Math.abs(p[1] as number) <= 90

/** Features with a drawable geometry; anything else the service sent is left out. */
function drawable(fc: MapFeatureCollection): MapFeature[] {
  return fc.features.filter((f) => {
    const g = f?.geometry
    if (g?.type === 'Point') return isPosition(g.coordinates)
    if (g?.type === 'LineString') {
      return (
        Array.isArray(g.coordinates) && g.coordinates.length > 1 && g.coordinates.every(isPosition)
      )
    }
    return false
  })
}

/**
 * The middle longitude of a route: the circular mean of its positions, so a route from 122°E
 * to 118°W is centred near 178°E (mid-Pacific), not at 2°E (Africa).
 */
export function centreLongitude(positions: readonly Position[]): number {
  let x = 0
  let y = 0
  for (const [lon] of positions) {
    x += Math.cos((lon * Math.PI) / 180)
    y += Math.sin((lon * Math.PI) / 180)
  }
  return positions.length ? (Math.atan2(y, x) * 180) / Math.PI : 0
}

/** The polylines of an SVG path, one per piece (d3-geo writes M and L with x,y pairs). */
function pathPoints(d: string): Point[][] {
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

const text = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback)

/**
 * The SVG drawing of a route in a width × height box, or null when it has nothing to draw
 * (an empty collection: the service has no route data yet).
 */
export function drawRoute(
  fc: MapFeatureCollection,
  width = 360,
  height = 220
): RouteDrawing | null {
  const features = drawable(fc)
  if (features.length === 0) return null
  const centre = centreLongitude(features.flatMap(positionsOf))
  const pad = 24
  const projection = geoMercator()
    .rotate([-centre, 0])
    .fitExtent(
      [
        [pad, pad],
        [width - pad, height - pad]
      ],
      { type: 'FeatureCollection', features } as GeoPermissibleObjects
    )
  // a single port would zoom in without end: keep at least a region in view
  if (projection.scale() > 1400) projection.scale(1400)
  projection.clipExtent([
    [0, 0],
    [width, height]
  ])
  const path = geoPath(projection)
  const lines: RouteDrawing['lines'] = []
  const traced: Point[][] = []
  const ports: RouteDrawing['ports'] = []
  let vessel: RouteDrawing['vessel'] = null
  for (const f of features) {
    const type = f.properties?.feature_type
    if (f.geometry.type === 'LineString') {
      const d = path(f.geometry)
      const kind = LINE_KINDS[type]
      if (d && kind) lines.push({ kind, d })
      if (d && kind) traced.push(...pathPoints(d))
      continue
    }
    const xy = projection(f.geometry.coordinates)
    if (!xy) continue
    const [x, y] = xy
    if (type === 'port') {
      const label = text(f.properties.label, '')
      const name = text(f.properties.name, 'Port')
      ports.push({ x, y, label, name, anchor: 'start', labelX: x, labelY: y })
    } else if (type === 'current_vessel') {
      const heading = Number(f.properties.vessel_location_heading)
      vessel = {
        x,
        y,
        heading: Number.isFinite(heading) ? heading : 90,
        name: text(f.properties.vessel_name, 'Vessel')
      }
    }
  }
  // Each label beside its dot where it covers no route, no mark and no other label.
  const marks = [...ports, ...(vessel ? [vessel] : [])].map(({ x, y }) => ({ x, y }))
  const obstacles = [...sampleLines(traced), ...marks]
  placeLabels(
    ports.map((p) => ({ dot: p, text: `${p.label} ${p.name}`.trim() })),
    obstacles,
    { width, height }
  ).forEach(({ labelX, labelY, anchor }, i) => Object.assign(ports[i]!, { labelX, labelY, anchor }))
  // what is still to come is drawn under what happened
  const order: LineKind[] = ['planned', 'ahead', 'sailed']
  lines.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
  return {
    width,
    height,
    land: path(LAND) ?? '',
    graticule: path(geoGraticule10()) ?? '',
    lines,
    ports,
    vessel
  }
}
