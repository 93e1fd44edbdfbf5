/** «Rastrear este número» en el detalle de un documento que no está vinculado a ningún envío. */
export default {
  track: 'Rastrear este número',
  /** The button's name: its visible words first, then the number it tracks. */
  trackLabel: 'Rastrear este número: {number}',
  working: 'Pidiendo al servicio que rastree {number} y que después vincule este documento…',
  chooseCarrier:
    'El servicio no está seguro de a qué naviera pertenece {number}. Elija una y rastréelo.',
  trackWithCarrier: 'Rastrear con esta naviera',
  invalid: 'Según el servicio, {number} no es un número válido. {reason}',
  status: {
    pending:
      'Rastreo solicitado para {number}; el servicio aún busca el envío. Dropdock vinculará este documento por sí solo cuando esté rastreado.',
    awaiting_manifest:
      'Rastreo solicitado para {number}; la naviera aún no ha publicado el envío. Dropdock vinculará este documento por sí solo cuando esté rastreado.',
    failed: 'El rastreo de {number} ha fallado: {reason}.',
    tracking_stopped: 'El rastreo de {number} se detuvo; el documento no se ha vinculado.'
  },
  linked: 'Vinculado al envío {refs}.',
  linkedAlready:
    '{number} ya se estaba rastreando; el documento está ahora vinculado al envío {refs}.',
  linking:
    '{number} se rastrea y se pidió volver a vincular; el servicio aún no ha terminado de vincular. El envío aparecerá aquí cuando termine.',
  notLinked: '{number} se rastrea, pero el servicio no ha vinculado este documento a su envío.',
  unseen:
    '{number} se rastrea, pero tras volver a vincular el servicio muestra este documento sin cambios. Pulse «Volver a vincular» dentro de un momento.',
  openShipment: 'Abrir el envío {number} ↗',
  relinkFailed:
    'El número se rastrea, pero el servicio no aceptó volver a vincular: {reason} Pulse «Volver a vincular» para intentarlo de nuevo.',
  askFailed: 'No se pudo rastrear el número: {reason}',
  /** A request kept by the engine after the wait: on the row's second line and in the detail. */
  later: {
    pending: 'Rastreando {number} desde {when}: se vinculará cuando esté rastreado',
    failed: 'El rastreo de {number} ha fallado: {reason}',
    stopped: 'el servicio dejó de rastrearlo'
  }
}
