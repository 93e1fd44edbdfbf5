/** "Track this number" in the detail of a document linked to no shipment. */
export default {
  track: 'Track this number',
  /** The button's name: its visible words first, then the number it tracks. */
  trackLabel: 'Track this number: {number}',
  working: 'Asking the service to track {number}, then to link this document…',
  chooseCarrier:
    'The service is not sure which shipping line {number} belongs to. Choose one, then track it.',
  trackWithCarrier: 'Track with this shipping line',
  invalid: 'The service says {number} is not a valid number. {reason}',
  status: {
    pending:
      'Tracking requested for {number}; the service is still looking for the shipment. Dropdock links this document by itself once it is tracked.',
    awaiting_manifest:
      'Tracking requested for {number}; the shipping line has not published the shipment yet. Dropdock links this document by itself once it is tracked.',
    failed: 'Tracking {number} failed: {reason}.',
    tracking_stopped: 'Tracking {number} was stopped; the document was not linked.'
  },
  linked: 'Linked to shipment {refs}.',
  linkedAlready: '{number} was already tracked; the document is now linked to shipment {refs}.',
  linking:
    '{number} is tracked and the relink was asked; the service has not finished linking yet. The shipment appears here when it has.',
  notLinked: '{number} is tracked, but the service did not link this document to its shipment.',
  unseen:
    '{number} is tracked, but after the relink the service still shows this document unchanged. Press Relink in a moment.',
  openShipment: 'Open the shipment {number} ↗',
  relinkFailed:
    'The number is tracked, but the service did not take the relink: {reason} Press Relink to try again.',
  askFailed: 'The number could not be tracked: {reason}',
  /** A request kept by the engine after the wait: on the row's second line and in the detail. */
  later: {
    pending: 'Tracking {number} since {when} — relinks when tracked',
    failed: 'Tracking {number} failed: {reason}',
    stopped: 'the service stopped tracking it'
  }
}
