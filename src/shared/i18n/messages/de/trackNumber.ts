/** „Diese Nummer verfolgen“ im Detail eines Dokuments, das mit keiner Sendung verknüpft ist. */
export default {
  track: 'Diese Nummer verfolgen',
  /** The button's name: its visible words first, then the number it tracks. */
  trackLabel: 'Diese Nummer verfolgen: {number}',
  working: 'Der Dienst wird gebeten, {number} zu verfolgen und dann dieses Dokument zu verknüpfen…',
  chooseCarrier:
    'Der Dienst ist nicht sicher, zu welcher Reederei {number} gehört. Wählen Sie eine und verfolgen Sie die Nummer dann.',
  trackWithCarrier: 'Mit dieser Reederei verfolgen',
  invalid: 'Laut Dienst ist {number} keine gültige Nummer. {reason}',
  status: {
    pending:
      'Verfolgung für {number} beantragt; der Dienst sucht die Sendung noch. Dropdock verknüpft dieses Dokument von selbst, sobald sie verfolgt wird.',
    awaiting_manifest:
      'Verfolgung für {number} beantragt; die Reederei hat die Sendung noch nicht veröffentlicht. Dropdock verknüpft dieses Dokument von selbst, sobald sie verfolgt wird.',
    failed: 'Die Verfolgung von {number} ist fehlgeschlagen: {reason}.',
    tracking_stopped:
      'Die Verfolgung von {number} wurde beendet; das Dokument wurde nicht verknüpft.'
  },
  linked: 'Mit Sendung {refs} verknüpft.',
  linkedAlready:
    '{number} wurde bereits verfolgt; das Dokument ist jetzt mit Sendung {refs} verknüpft.',
  linking:
    '{number} wird verfolgt und das Neu-Verknüpfen wurde beantragt; der Dienst ist damit noch nicht fertig. Die Sendung erscheint hier, sobald er es ist.',
  notLinked:
    '{number} wird verfolgt, aber der Dienst hat dieses Dokument nicht mit der Sendung verknüpft.',
  unseen:
    '{number} wird verfolgt, aber nach dem Neu-Verknüpfen zeigt der Dienst dieses Dokument unverändert. Drücken Sie gleich noch einmal „Neu verknüpfen“.',
  openShipment: 'Sendung {number} öffnen ↗',
  relinkFailed:
    'Die Nummer wird verfolgt, aber der Dienst hat das Neu-Verknüpfen nicht angenommen: {reason} Drücken Sie „Neu verknüpfen“, um es erneut zu versuchen.',
  askFailed: 'Die Nummer konnte nicht verfolgt werden: {reason}',
  /** A request kept by the engine after the wait: on the row's second line and in the detail. */
  later: {
    pending: 'Verfolgung von {number} seit {when} – wird verknüpft, sobald verfolgt',
    failed: 'Verfolgung von {number} fehlgeschlagen: {reason}',
    stopped: 'der Dienst hat die Verfolgung beendet'
  }
}
