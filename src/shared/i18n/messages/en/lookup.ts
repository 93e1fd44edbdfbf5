/** The Lookup screen: what a number is, its carrier, and tracking it. */
export default {
  title: 'Lookup',
  intro: 'Find out what a number is and which carrier it belongs to, then start tracking it.',
  number: 'Container, bill of lading or booking number',
  numberExample: 'e.g. {example}',
  numberMissing: 'Type or paste a container, bill of lading or booking number.',
  submit: 'Look up',
  submitting: 'Looking up…',
  rateLimited: 'Too many lookups in a short time. You can look up again in {wait}.',
  seconds: '{n} second | {n} seconds',
  result: {
    numberType: 'Number type',
    types: {
      container: 'Container number',
      bill_of_lading: 'Bill of lading number',
      booking: 'Booking number'
    },
    validity: 'Validity',
    valid: 'Valid',
    notValid: 'Not valid',
    uncheckable: 'Cannot be checked',
    checkDigit: 'Check digit',
    checkPassed: 'Passed',
    checkFailed: 'Failed',
    checkNone: 'Not applicable',
    reason: 'Reason',
    readAs: 'Read as',
    carrier: 'Carrier',
    chooseCarrier: 'Choose the carrier',
    confidence: 'Confidence for {name}',
    suggested: 'suggested'
  },
  decision: {
    identified: 'Carrier identified: {name}',
    identifiedUnnamed: 'Carrier identified',
    probably: 'Probably {name}, please confirm',
    confirm: 'Please confirm the carrier',
    unknown: 'Carrier unknown'
  },
  carrierList: {
    label: 'Or choose from all carriers',
    labelAlone: 'Choose the carrier from all carriers',
    placeholder: 'Search by name or SCAC',
    noMatch: 'No carrier matches “{query}”.',
    failed: 'The list of carriers could not be loaded. {reason}',
    chosen: 'Chosen: {name}',
    remembered: 'Last time you chose {name} for numbers starting “{prefix}”.',
    useRemembered: 'Use {name}'
  },
  tracking: {
    title: 'Tracking',
    track: 'Track',
    starting: 'Starting…',
    notValid: 'This number is not valid, so it cannot be tracked.',
    chooseCarrierFirst: 'Choose the carrier first.',
    checkingAgain: '(checking again every few seconds)',
    alreadyTracked: 'Already tracked: this number is shipment {number}.',
    openShipment: 'Open the shipment ↗',
    withReason: ': {reason}',
    shipmentNotLoaded: 'The shipment this request created could not be loaded. {reason}',
    status: {
      pending: 'Asking the carrier…',
      awaiting_manifest: 'Waiting for the carrier to publish the manifest',
      created: 'Tracking: shipment created',
      failed: 'Tracking failed',
      tracking_stopped: 'Tracking stopped'
    },
    failedReason: {
      booking_cancelled: 'the carrier says the booking was cancelled',
      duplicate: 'this number is already being tracked in your account',
      expired: 'the number is too old to track',
      internal_processing_error: 'the service had an internal problem; try again later',
      invalid_number: 'the carrier does not accept this number',
      not_found: 'the carrier does not know this number',
      retries_exhausted: 'the carrier did not answer after many tries',
      shipping_line_unreachable: 'the carrier could not be reached; try again later',
      unrecognized_response: 'the carrier answered something the service could not read',
      data_unavailable: 'the carrier has no data for this number yet',
      scac_auto_detect_failed: 'the carrier could not be worked out; choose it yourself'
    }
  },
  shipment: {
    title: 'Shipment {number}',
    openInWebApp: 'Open in web app ↗',
    openFailed: 'The web app could not be opened: {reason}',
    portOfDischarge: 'Port of discharge',
    eta: 'ETA',
    containers: 'Containers'
  }
}
