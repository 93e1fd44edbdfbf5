/** Wat er van een document werd, het nummer van een rij en de bekende zinnen van de dienst. */
export default {
  label: {
    working: 'Bezig',
    linked: 'Gekoppeld',
    needs_shipment: 'Geen zending',
    needs_data: 'Gegevens ontbreken',
    possible_duplicate: 'Mogelijk dubbel',
    same_file: 'Al verstuurd',
    failed: 'Mislukt',
    cancelled: 'Geannuleerd'
  },
  sentence: {
    linked: 'Gekoppeld aan {refs}',
    linkedSelf: 'Gekoppeld aan zijn zending',
    needs_shipment: 'Nog bij geen zending',
    possible_duplicate: 'Mogelijk hetzelfde document als een eerder verstuurd'
  },
  row: '{key} · {text}',
  key: {
    invoice_number: 'Factuur {number}',
    bill_of_lading_number: 'B/L {number}',
    house_bill_of_lading_number: 'House-B/L {number}',
    booking_number: 'Boeking {number}',
    delivery_order_number: 'Vrijgaveorder {number}',
    cargo_control_number: 'Cargo control {number}',
    packing_list_number: 'Paklijst {number}',
    purchase_order_number: 'Inkooporder {number}',
    container_numbers: 'Container {number}'
  },
  filter: {
    linked: 'Gekoppeld ({n})',
    needs_shipment: 'Zonder zending ({n})',
    possible_duplicate: 'Mogelijk dubbel ({n})'
  },
  duplicate: {
    of: 'Mogelijk dubbel van {name}',
    why: 'Een eerder document van dit type heeft hetzelfde {fields}, maar het bestand is niet hetzelfde: hetzelfde papier opnieuw gescand of opgeslagen?',
    open: 'Het andere openen',
    keep: 'Beide houden',
    remove: 'Deze verwijderen',
    kept: 'Beide gehouden: telt niet meer als aandacht nodig.',
    fields: {
      invoice: 'factuurnummer en dezelfde leverancier',
      other: 'sleutelnummer'
    }
  },
  explain: {
    needs_shipment:
      'De dienst heeft dit document uitgelezen maar aan geen zending gekoppeld: geen van zijn nummers hoort al bij een zending die u volgt. Volg het nummer via Opzoeken en klik daarna op Opnieuw koppelen.',
    needs_shipmentKey:
      'De dienst heeft dit document uitgelezen maar aan geen zending gekoppeld: {key} hoort nog bij geen zending die u volgt. Volg het nummer via Opzoeken en klik daarna op Opnieuw koppelen.',
    needs_shipmentTrack:
      'De dienst heeft dit document uitgelezen maar aan geen zending gekoppeld: {key} hoort nog bij geen zending die u volgt. Klik onder Gekoppelde zendingen ernaast op Dit nummer volgen.'
  },
  said: {
    required_fields_missing: 'De dienst heeft deze verplichte velden niet gevonden: {fields}.',
    no_text: 'Het bestand bevat geen leesbare tekst; waarschijnlijk een scan zonder tekstlaag.',
    no_schema: 'De dienst leest geen gegevens uit documenten van het type {type}.'
  },
  refused: {
    known:
      '‘{name}’ is {what}. Zulke bestanden kan de dienst niet lezen: stuur een pdf, een afbeelding of een tekstbestand.',
    unknown:
      '‘{name}’ is geen document dat de dienst kan lezen (de bytes zijn geen pdf, afbeelding of tekst): stuur een pdf, een afbeelding of een tekstbestand.',
    what: {
      zip: 'een ZIP-archief (ook Office-bestanden zoals .docx en .xlsx zijn ZIP-archieven)',
      zip_empty: 'een leeg ZIP-archief',
      old_office: 'een oud Office-bestand (.doc, .xls, .msg)',
      rar: 'een RAR-archief',
      '7z': 'een 7-Zip-archief',
      gzip: 'een gzip-archief'
    }
  }
}
