/** "Dit nummer volgen" in het detail van een document dat aan geen zending is gekoppeld. */
export default {
  track: 'Dit nummer volgen',
  /** The button's name: its visible words first, then the number it tracks. */
  trackLabel: 'Dit nummer volgen: {number}',
  working: 'De dienst wordt gevraagd {number} te volgen en daarna dit document te koppelen…',
  chooseCarrier:
    'De dienst weet niet zeker bij welke rederij {number} hoort. Kies er een en volg het nummer dan.',
  trackWithCarrier: 'Met deze rederij volgen',
  invalid: 'Volgens de dienst is {number} geen geldig nummer. {reason}',
  status: {
    pending:
      'Volgen aangevraagd voor {number}; de dienst zoekt de zending nog. Dropdock koppelt dit document vanzelf zodra die gevolgd wordt.',
    awaiting_manifest:
      'Volgen aangevraagd voor {number}; de rederij heeft de zending nog niet gepubliceerd. Dropdock koppelt dit document vanzelf zodra die gevolgd wordt.',
    failed: 'Het volgen van {number} is mislukt: {reason}.',
    tracking_stopped: 'Het volgen van {number} is gestopt; het document is niet gekoppeld.'
  },
  linked: 'Gekoppeld aan zending {refs}.',
  linkedAlready: '{number} werd al gevolgd; het document is nu gekoppeld aan zending {refs}.',
  linking:
    '{number} wordt gevolgd en opnieuw koppelen is gevraagd; de dienst is nog niet klaar met koppelen. De zending verschijnt hier zodra dat zo is.',
  notLinked:
    '{number} wordt gevolgd, maar de dienst heeft dit document niet aan de zending gekoppeld.',
  unseen:
    '{number} wordt gevolgd, maar na het opnieuw koppelen toont de dienst dit document ongewijzigd. Druk zo dadelijk op "Opnieuw koppelen".',
  openShipment: 'Zending {number} openen ↗',
  relinkFailed:
    'Het nummer wordt gevolgd, maar de dienst nam het opnieuw koppelen niet aan: {reason} Druk op "Opnieuw koppelen" om het nog eens te proberen.',
  askFailed: 'Het nummer kon niet worden gevolgd: {reason}',
  /** A request kept by the engine after the wait: on the row's second line and in the detail. */
  later: {
    pending: '{number} wordt gevolgd sinds {when} – wordt gekoppeld zodra gevolgd',
    failed: 'Volgen van {number} mislukt: {reason}',
    stopped: 'de dienst is gestopt met volgen'
  }
}
