/** The routing map of a shipment (GeoJSON). */
export type Position = [number, number]

export interface MapFeature {
  type: 'Feature'
  geometry:
    { type: 'Point'; coordinates: Position } | { type: 'LineString'; coordinates: Position[] }
  properties: { feature_type: MapFeatureType } & Record<string, unknown>
}

export type MapFeatureType =
  | 'port'
  | 'current_vessel'
  | 'past_vessel_locations'
  | 'estimated_full_legs'
  | 'estimated_partial_leg'

export interface MapFeatureCollection {
  type: 'FeatureCollection'
  features: MapFeature[]
}
