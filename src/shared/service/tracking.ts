/** Tracking requests, and the inference of a number's type and carrier. */
import type { Relationship, Resource } from './jsonApi'

export type TrackingRequestType = 'bill_of_lading' | 'booking_number' | 'container'
export type TrackingRequestStatus =
  'pending' | 'awaiting_manifest' | 'created' | 'failed' | 'tracking_stopped'

export interface TrackingRequestAttributes {
  request_number: string
  request_type: TrackingRequestType
  scac: string
  status: TrackingRequestStatus
  failed_reason: string | null
  ref_numbers: string[]
  tags: string[]
  created_at: string
  updated_at: string
  is_retrying: boolean
  retry_count: number
}

export type TrackingRequestResource = Resource<
  'tracking_request',
  TrackingRequestAttributes,
  { tracked_object: Relationship<'shipment'>; customer: Relationship<'party'> }
>

export interface TrackingRequestCreate {
  data: {
    type: 'tracking_request'
    attributes: {
      request_type: TrackingRequestType
      request_number: string
      scac: string
      ref_numbers?: string[]
    }
  }
}

export type NumberType = 'container' | 'bill_of_lading' | 'booking'
export type CarrierDecision = 'auto_select' | 'needs_confirmation' | 'no_prediction'

export interface CarrierCandidate {
  scac: string
  name: string
  confidence: number
}

export interface InferAttributes {
  number_type: NumberType
  validation: {
    is_valid: boolean | null
    type: 'container' | 'shipment'
    check_digit_passed?: boolean | null
    parsed_number: string | null
    reason: string | null
  }
  shipping_line: {
    decision: CarrierDecision
    selected: CarrierCandidate | null
    candidates: CarrierCandidate[]
  }
}

export interface InferResponse {
  data: { id: string; type: 'infer_number_results'; attributes: InferAttributes }
}
