import type { Catalog } from '../../catalog'
import type source from '../en/corrections'

export default {
  correct: 'Korrigieren',
  correctField: 'Korrigieren: {field}',
  save: 'Speichern',
  saveField: 'Speichern: {field}',
  cancel: 'Abbrechen',
  currency: 'Währung',
  listHint: 'Nummern mit Kommas trennen.',
  corrected: 'Korrigiert',
  enteredByHand: 'Von Hand eingegeben',
  enter: 'Eingeben',
  enterField: 'Eingeben: {field}',
  clear: 'Leeren',
  clearField: 'Leeren: {field}',
  keyData: 'Daten eingeben',
  keyHint: 'Sie können seine Daten vom Original von Hand eingeben.',
  relinkOfferKeyed:
    'Eine Referenznummer wurde von Hand eingegeben. Verknüpfen Sie neu, damit der Dienst das Dokument mit seinen Sendungen und Containern verknüpft.',
  relinkKeyed: 'Mit der eingegebenen Nummer neu verknüpfen',
  keyedSchema:
    'Von Hand eingegeben, in den Feldern des Formulars {form} des Dienstes (Version {version})',
  serviceRead: 'Vom Dienst gelesen: {value}',
  nothingRead: 'nichts',
  revert: 'Zurücksetzen',
  revertField: 'Zurücksetzen: {field} auf den vom Dienst gelesenen Wert',
  revertAll: 'Alle Korrekturen zurücksetzen',
  copy: 'Kopieren',
  copyField: 'Kopieren: {field}',
  copied: '{field} kopiert',
  undo: 'Rückgängig',
  relink: 'Mit der korrigierten Nummer neu verknüpfen',
  relinkOffer:
    'Eine Referenznummer wurde korrigiert. Die Verknüpfungen mit Sendungen und Containern folgen noch der vom Dienst gelesenen Nummer.',
  refused: 'Die Korrektur wurde nicht gespeichert: {reason}',
  conflict: {
    changed: '{field} wurde inzwischen von jemand anderem auf „{value}“ geändert.',
    cleared: '{field} wurde inzwischen von jemand anderem geleert.',
    yours: 'Ihr Wert, nicht gespeichert: „{value}“',
    yoursServiceValue: 'Ihr Wert, nicht gespeichert: der vom Dienst gelesene',
    keepTheirs: 'Deren Wert behalten',
    useMine: 'Meinen verwenden',
    keptTheirs: 'Der Wert der anderen Person wurde behalten',
    usedMine: 'Ihre Werte wurden anstelle der anderen gespeichert'
  },
  done: {
    saved: '{field} in {name} korrigiert',
    entered: '{field} in {name} eingegeben',
    reverted: '{field} in {name} auf den vom Dienst gelesenen Wert zurückgesetzt',
    revertedAll: 'Alle Korrekturen in {name} zurückgesetzt',
    undone: 'Korrektur in {name} rückgängig gemacht',
    last: 'Letzte Änderung: {change}'
  },
  why: {
    list: '{field} erwartet eine Liste von Nummern, durch Kommas getrennt.',
    listItem: '„{value}“ ist kein gültiger Eintrag für {field}.',
    number: '{field} erwartet eine Zahl.',
    whole: '{field} erwartet eine ganze Zahl.',
    boolean: '{field} erwartet Ja oder Nein.',
    text: '{field} erwartet Text.',
    empty:
      '{field} darf nicht leer sein. Um den vom Dienst gelesenen Wert zu nehmen, „Zurücksetzen“ wählen.',
    tooLong: '{field} darf höchstens {limit} Zeichen lang sein.',
    date: '{field} erwartet ein Datum.',
    amount: '{field} erwartet einen Betrag mit zwei Nachkommastellen, z. B. 12450.00.',
    currency: 'Die Währung ist ein Code aus drei Großbuchstaben, z. B. EUR.',
    pattern: '{field} hat nicht die Form, die dieses Feld erwartet.'
  }
} satisfies Catalog<typeof source>
