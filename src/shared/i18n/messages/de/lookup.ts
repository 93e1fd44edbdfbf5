import type { Catalog } from '../../catalog'
import type source from '../en/lookup'

export default {
  title: 'Nummernsuche',
  intro:
    'Finden Sie heraus, was für eine Nummer es ist und zu welcher Reederei sie gehört, und verfolgen Sie sie dann.',
  number: 'Container-, Konnossement- oder Buchungsnummer',
  numberExample: 'z. B. {example}',
  numberMissing:
    'Geben Sie eine Container-, Konnossement- oder Buchungsnummer ein oder fügen Sie sie ein.',
  submit: 'Suchen',
  submitting: 'Wird gesucht…',
  rateLimited: 'Zu viele Suchen in kurzer Zeit. Sie können in {wait} wieder suchen.',
  seconds: '{n} Sekunde | {n} Sekunden',
  result: {
    numberType: 'Nummernart',
    types: {
      container: 'Containernummer',
      bill_of_lading: 'Konnossementnummer',
      booking: 'Buchungsnummer'
    },
    validity: 'Gültigkeit',
    valid: 'Gültig',
    notValid: 'Ungültig',
    uncheckable: 'Nicht prüfbar',
    checkDigit: 'Prüfziffer',
    checkPassed: 'Korrekt',
    checkFailed: 'Falsch',
    checkNone: 'Entfällt',
    reason: 'Grund',
    readAs: 'Gelesen als',
    carrier: 'Reederei',
    chooseCarrier: 'Reederei wählen',
    confidence: 'Sicherheit für {name}',
    suggested: 'vorgeschlagen'
  },
  decision: {
    identified: 'Reederei erkannt: {name}',
    identifiedUnnamed: 'Reederei erkannt',
    probably: 'Wahrscheinlich {name}, bitte bestätigen',
    confirm: 'Bitte bestätigen Sie die Reederei',
    unknown: 'Reederei unbekannt'
  },
  carrierList: {
    label: 'Oder aus allen Reedereien wählen',
    labelAlone: 'Wählen Sie die Reederei aus allen Reedereien',
    placeholder: 'Nach Name oder SCAC suchen',
    noMatch: 'Keine Reederei passt zu „{query}“.',
    failed: 'Die Liste der Reedereien konnte nicht geladen werden. {reason}',
    chosen: 'Gewählt: {name}',
    remembered: 'Zuletzt haben Sie für Nummern, die mit „{prefix}“ beginnen, {name} gewählt.',
    useRemembered: '{name} verwenden'
  },
  tracking: {
    title: 'Verfolgung',
    track: 'Verfolgen',
    starting: 'Wird gestartet…',
    notValid: 'Diese Nummer ist ungültig und kann daher nicht verfolgt werden.',
    chooseCarrierFirst: 'Wählen Sie zuerst die Reederei.',
    checkingAgain: '(wird alle paar Sekunden erneut geprüft)',
    alreadyTracked: 'Bereits verfolgt: Diese Nummer gehört zur Sendung {number}.',
    openShipment: 'Sendung öffnen ↗',
    withReason: ': {reason}',
    shipmentNotLoaded:
      'Die Sendung, die diese Anfrage angelegt hat, konnte nicht geladen werden. {reason}',
    status: {
      pending: 'Reederei wird gefragt…',
      awaiting_manifest: 'Warten, bis die Reederei das Manifest veröffentlicht',
      created: 'Verfolgung: Sendung angelegt',
      failed: 'Verfolgung fehlgeschlagen',
      tracking_stopped: 'Verfolgung beendet'
    },
    failedReason: {
      booking_cancelled: 'laut Reederei wurde die Buchung storniert',
      duplicate: 'diese Nummer wird in Ihrem Konto bereits verfolgt',
      expired: 'die Nummer ist zu alt, um sie zu verfolgen',
      internal_processing_error:
        'der Dienst hatte ein internes Problem; versuchen Sie es später erneut',
      invalid_number: 'die Reederei akzeptiert diese Nummer nicht',
      not_found: 'die Reederei kennt diese Nummer nicht',
      retries_exhausted: 'die Reederei hat nach vielen Versuchen nicht geantwortet',
      shipping_line_unreachable:
        'die Reederei war nicht erreichbar; versuchen Sie es später erneut',
      unrecognized_response: 'die Antwort der Reederei konnte der Dienst nicht lesen',
      data_unavailable: 'die Reederei hat noch keine Daten zu dieser Nummer',
      scac_auto_detect_failed: 'die Reederei ließ sich nicht ermitteln; wählen Sie sie selbst'
    }
  },
  shipment: {
    title: 'Sendung {number}',
    openInWebApp: 'In der Web-App öffnen ↗',
    openFailed: 'Die Web-App konnte nicht geöffnet werden: {reason}',
    portOfDischarge: 'Löschhafen',
    eta: 'ETA',
    containers: 'Container'
  }
} satisfies Catalog<typeof source>
