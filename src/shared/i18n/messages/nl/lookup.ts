import type { Catalog } from '../../catalog'
import type source from '../en/lookup'

export default {
  title: 'Opzoeken',
  intro: 'Zoek uit wat een nummer is en bij welke rederij het hoort, en volg het daarna.',
  number: 'Container-, cognossement- of boekingsnummer',
  numberExample: 'bijv. {example}',
  numberMissing: 'Typ of plak een container-, cognossement- of boekingsnummer.',
  submit: 'Opzoeken',
  submitting: 'Bezig met opzoeken…',
  rateLimited: 'Te veel zoekopdrachten in korte tijd. U kunt over {wait} weer opzoeken.',
  seconds: '{n} seconde | {n} seconden',
  result: {
    numberType: 'Soort nummer',
    types: {
      container: 'Containernummer',
      bill_of_lading: 'Cognossementnummer',
      booking: 'Boekingsnummer'
    },
    validity: 'Geldigheid',
    valid: 'Geldig',
    notValid: 'Ongeldig',
    uncheckable: 'Niet te controleren',
    checkDigit: 'Controlecijfer',
    checkPassed: 'Klopt',
    checkFailed: 'Klopt niet',
    checkNone: 'Niet van toepassing',
    reason: 'Reden',
    readAs: 'Gelezen als',
    carrier: 'Rederij',
    chooseCarrier: 'Kies de rederij',
    confidence: 'Zekerheid voor {name}',
    suggested: 'voorgesteld'
  },
  decision: {
    identified: 'Rederij herkend: {name}',
    identifiedUnnamed: 'Rederij herkend',
    probably: 'Waarschijnlijk {name}, bevestig dit',
    confirm: 'Bevestig de rederij',
    unknown: 'Rederij onbekend'
  },
  carrierList: {
    label: 'Of kies uit alle rederijen',
    labelAlone: 'Kies de rederij uit alle rederijen',
    placeholder: 'Zoeken op naam of SCAC',
    noMatch: 'Geen rederij past bij ‘{query}’.',
    failed: 'De lijst met rederijen kon niet worden geladen. {reason}',
    chosen: 'Gekozen: {name}',
    remembered: 'De vorige keer koos u {name} voor nummers die met ‘{prefix}’ beginnen.',
    useRemembered: '{name} gebruiken'
  },
  tracking: {
    title: 'Volgen',
    track: 'Volgen',
    starting: 'Bezig met starten…',
    notValid: 'Dit nummer is ongeldig en kan dus niet worden gevolgd.',
    chooseCarrierFirst: 'Kies eerst de rederij.',
    checkingAgain: '(wordt om de paar seconden opnieuw gecontroleerd)',
    alreadyTracked: 'Wordt al gevolgd: dit nummer is zending {number}.',
    openShipment: 'Zending openen ↗',
    withReason: ': {reason}',
    shipmentNotLoaded:
      'De zending die dit verzoek heeft aangemaakt, kon niet worden geladen. {reason}',
    status: {
      pending: 'Rederij wordt gevraagd…',
      awaiting_manifest: 'Wachten tot de rederij het manifest publiceert',
      created: 'Volgen: zending aangemaakt',
      failed: 'Volgen mislukt',
      tracking_stopped: 'Volgen gestopt'
    },
    failedReason: {
      booking_cancelled: 'volgens de rederij is de boeking geannuleerd',
      duplicate: 'dit nummer wordt al gevolgd in uw account',
      expired: 'het nummer is te oud om te volgen',
      internal_processing_error: 'de dienst had een intern probleem; probeer het later opnieuw',
      invalid_number: 'de rederij accepteert dit nummer niet',
      not_found: 'de rederij kent dit nummer niet',
      retries_exhausted: 'de rederij antwoordde niet na vele pogingen',
      shipping_line_unreachable: 'de rederij was niet bereikbaar; probeer het later opnieuw',
      unrecognized_response: 'de rederij gaf een antwoord dat de dienst niet kon lezen',
      data_unavailable: 'de rederij heeft nog geen gegevens over dit nummer',
      scac_auto_detect_failed: 'de rederij kon niet worden bepaald; kies deze zelf'
    }
  },
  shipment: {
    title: 'Zending {number}',
    openInWebApp: 'Openen in de webapp ↗',
    openFailed: 'De webapp kon niet worden geopend: {reason}',
    portOfDischarge: 'Loshaven',
    eta: 'ETA',
    containers: 'Containers'
  }
} satisfies Catalog<typeof source>
