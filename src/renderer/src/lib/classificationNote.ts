/**
 * The service's classification note ("Classified as Commercial Invoice by keywords 'commercial
 * invoice'×1 (title) (score 45; next: Bill of Lading (11)).") read as what a clerk can use: which
 * words it went by, whether they stand in the title, the next closest type, or that it went by
 * the file name or a default. Scores stay out. A note in another form is not read: null, and the
 * window shows it as the service wrote it.
 */
export interface ReadNote {
  /** keywords: it found these words; fileName / fallback: it found none it knows. */
  basis: 'keywords' | 'fileName' | 'fallback'
  words: { word: string; inTitle: boolean }[]
  /** The type chosen and the next closest one, as the service named them (English labels). */
  type: string
  next: string | null
  /** The file had no readable text at all (a scan without text). */
  noText: boolean
}

const KEYWORDS = /^Classified as (.+?) by keywords (.+) \(score \d+(?:; next: (.+?) \(\d+\))?\)\.?$/
const WORD = /'([^']+)'×\d+( \(title\))?/g
const GUESS =
  /^(No readable text in the file|No known keyword in the text); (?:classified as (.+?) from the file name|defaulted to (.+?)) \(low confidence\)\.?$/

export function readClassificationNote(note: string): ReadNote | null {
  // Why extraction failed follows the note ("… Extraction failed: …"): the detail says that apart.
  const text = note.replace(/\s*Extraction failed:.*$/s, '').trim()
  const found = KEYWORDS.exec(text)
  if (found) {
    const words = [...found[2].matchAll(WORD)].map((m) => ({ word: m[1], inTitle: !!m[2] }))
    if (words.length === 0) return null
    return { basis: 'keywords', words, type: found[1], next: found[3] ?? null, noText: false }
  }
  const guess = GUESS.exec(text)
  if (!guess) return null
  return {
    basis: guess[2] ? 'fileName' : 'fallback',
    words: [],
    type: guess[2] ?? guess[3],
    next: null,
    noText: guess[1].startsWith('No readable')
  }
}

/** A type the note names by its English label ("Bill of Lading") as its code (bill_of_lading). */
export function codeOfLabel(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}
