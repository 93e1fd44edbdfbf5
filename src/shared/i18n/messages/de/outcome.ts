/** Was aus einem Dokument wurde, die Nummer einer Zeile und die bekannten Sätze des Dienstes. */
export default {
  label: {
    working: 'In Bearbeitung',
    linked: 'Verknüpft',
    needs_shipment: 'Keine Sendung',
    needs_data: 'Daten fehlen',
    possible_duplicate: 'Mögliches Duplikat',
    same_file: 'Schon gesendet',
    failed: 'Fehlgeschlagen',
    cancelled: 'Abgebrochen'
  },
  sentence: {
    linked: 'Verknüpft mit {refs}',
    linkedSelf: 'Mit seiner Sendung verknüpft',
    needs_shipment: 'Noch keiner Sendung zugeordnet',
    possible_duplicate: 'Möglicherweise dasselbe Dokument wie ein früher gesendetes'
  },
  row: '{key} · {text}',
  key: {
    invoice_number: 'Rechnung {number}',
    bill_of_lading_number: 'B/L {number}',
    house_bill_of_lading_number: 'House-B/L {number}',
    booking_number: 'Buchung {number}',
    delivery_order_number: 'Auslieferungsauftrag {number}',
    cargo_control_number: 'Cargo-Control {number}',
    packing_list_number: 'Packliste {number}',
    purchase_order_number: 'Bestellung {number}',
    container_numbers: 'Container {number}'
  },
  filter: {
    linked: 'Verknüpft ({n})',
    needs_shipment: 'Ohne Sendung ({n})',
    possible_duplicate: 'Mögliche Duplikate ({n})'
  },
  duplicate: {
    of: 'Mögliches Duplikat von {name}',
    why: 'Ein früheres Dokument desselben Dokumenttyps hat dieselbe {fields}, aber nicht dieselbe Datei: dasselbe Papier noch einmal gescannt oder gespeichert?',
    open: 'Das andere öffnen',
    keep: 'Beide behalten',
    remove: 'Dieses entfernen',
    kept: 'Beide behalten: zählt nicht mehr als zu prüfen.',
    fields: {
      invoice: 'Rechnungsnummer und denselben Lieferanten',
      other: 'Schlüsselnummer'
    }
  },
  explain: {
    needs_shipment:
      'Der Dienst hat dieses Dokument ausgelesen, aber keiner Sendung zugeordnet: keine seiner Nummern gehört zu einer Sendung, die Sie schon verfolgen. Verfolgen Sie die Nummer in der Nummernsuche und klicken Sie dann auf Neu verknüpfen.',
    needs_shipmentKey:
      'Der Dienst hat dieses Dokument ausgelesen, aber keiner Sendung zugeordnet: {key} gehört zu keiner Sendung, die Sie schon verfolgen. Verfolgen Sie die Nummer in der Nummernsuche und klicken Sie dann auf Neu verknüpfen.',
    needs_shipmentTrack:
      'Der Dienst hat dieses Dokument ausgelesen, aber keiner Sendung zugeordnet: {key} gehört zu keiner Sendung, die Sie schon verfolgen. Klicken Sie unter Verknüpfte Sendungen daneben auf Diese Nummer verfolgen.'
  },
  said: {
    required_fields_missing: 'Der Dienst hat diese Pflichtfelder nicht gefunden: {fields}.',
    no_text: 'Die Datei enthält keinen lesbaren Text; vermutlich ist es ein Scan ohne Textebene.',
    no_schema: 'Der Dienst liest keine Daten aus Dokumenten des Dokumenttyps {type}.'
  },
  refused: {
    known:
      '„{name}“ ist {what}. Solche Dateien kann der Dienst nicht lesen: Senden Sie ein PDF, ein Bild oder eine Textdatei.',
    unknown:
      '„{name}“ ist kein Dokument, das der Dienst lesen kann (die Bytes sind weder PDF noch Bild noch Text): Senden Sie ein PDF, ein Bild oder eine Textdatei.',
    what: {
      zip: 'ein ZIP-Archiv (auch Office-Dateien wie .docx und .xlsx sind ZIP-Archive)',
      zip_empty: 'ein leeres ZIP-Archiv',
      old_office: 'eine alte Office-Datei (.doc, .xls, .msg)',
      rar: 'ein RAR-Archiv',
      '7z': 'ein 7-Zip-Archiv',
      gzip: 'ein gzip-Archiv'
    }
  }
}
