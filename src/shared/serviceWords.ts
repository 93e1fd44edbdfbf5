/**
 * The service's known sentences on why it could not read a document, read into a kind and its
 * parameters, so the window says them in the clerk's language (with the schema's field labels).
 * A sentence in another form is `unknown`: shown as the service wrote it, introduced as its own.
 */

export type ServiceWords =
  /** "Required fields not found: invoice_number, invoice_date." — the fields by their keys. */
  | { kind: 'required_fields_missing'; fields: string[] }
  /** "The file has no readable text." — a scan without a text layer. */
  | { kind: 'no_text' }
  /** "No extraction schema for delivery_order." — the service reads no data of that type. */
  | { kind: 'no_schema'; type: string }
  | { kind: 'unknown'; text: string }

/** A field key or type code as the service writes them (snake case). */
const CODE = /^[a-z][a-z0-9_]{0,63}$/
const REQUIRED = /^Required fields? not found:\s*(.+?)\.?$/s
const NO_TEXT = /^The file has no readable text\.?$/
const NO_SCHEMA = /^No extraction schema for (.+?)\.?$/

/** Most fields one sentence is read for; a longer list is not one the service writes. */
const MAX_FIELDS = 50

/** The service's sentence as kind and parameters; `unknown` keeps its text, trimmed. */
export function readServiceWords(sentence: string): ServiceWords {
  const text = sentence.trim()
  const required = REQUIRED.exec(text)
  if (required) {
    const fields = required[1].split(/\s*,\s*/)
    if (fields.length <= MAX_FIELDS && fields.every((f) => CODE.test(f)))
      return { kind: 'required_fields_missing', fields }
  }
  if (NO_TEXT.test(text)) return { kind: 'no_text' }
  const schema = NO_SCHEMA.exec(text)
  if (schema && CODE.test(schema[1])) return { kind: 'no_schema', type: schema[1] }
  return { kind: 'unknown', text }
}
