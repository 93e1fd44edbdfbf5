/**
 * A strict little reader for the XML property lists we ship (entitlements): a <plist> holding
 * one <dict> of <key>s each followed by <true/>, <false/>, <string> or an <array> of strings.
 * Anything else throws, so a malformed file fails the test instead of being half-read.
 */
export type PlistValue = boolean | string | string[]

export function parsePlist(xml: string): Record<string, PlistValue> {
  const body = xml
    .replace(/<\?xml[^>]*\?>/, '')
    .replace(/<!DOCTYPE[^>]*>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim()
  type Token = { text: string } | { tag: string; close: boolean; empty: boolean; attrs: string }
  const tokens = [...body.matchAll(/<(\/?)([a-z]+)([^>]*?)(\/?)>|([^<]+)/g)]
    .map((m): Token =>
      m[5] !== undefined
        ? { text: m[5] }
        : { tag: m[2], close: m[1] === '/', empty: m[4] === '/', attrs: m[3] }
    )
    .filter((t) => !('text' in t) || t.text.trim() !== '')
  let i = 0
  const next = () => {
    if (i >= tokens.length) throw new Error('plist ends too early')
    return tokens[i++]
  }
  const expectTag = (tag: string, close = false) => {
    const t = next()
    if (!('tag' in t) || t.tag !== tag || t.close !== close || t.empty) {
      throw new Error(`plist: expected <${close ? '/' : ''}${tag}>, got ${JSON.stringify(t)}`)
    }
  }
  const text = (tag: string): string => {
    expectTag(tag)
    const t = next()
    if ('tag' in t) {
      if (t.tag === tag && t.close) return ''
      throw new Error(`plist: <${tag}> holds markup`)
    }
    expectTag(tag, true)
    return t.text.trim()
  }

  const open = next()
  if (!('tag' in open) || open.tag !== 'plist' || !/version="1\.0"/.test(open.attrs)) {
    throw new Error('plist: no <plist version="1.0">')
  }
  expectTag('dict')
  const out: Record<string, PlistValue> = {}
  for (;;) {
    const peek = tokens[i]
    if (peek && 'tag' in peek && peek.tag === 'dict' && peek.close) break
    const key = text('key')
    if (key in out) throw new Error(`plist: duplicate key ${key}`)
    const value = tokens[i]
    if (!value || !('tag' in value)) throw new Error(`plist: no value for ${key}`)
    if ((value.tag === 'true' || value.tag === 'false') && value.empty) {
      out[key] = value.tag === 'true'
      i++
    } else if (value.tag === 'string') {
      out[key] = text('string')
    } else if (value.tag === 'array') {
      i++
      const items: string[] = []
      const endsArray = (t: Token | undefined) => !t || ('tag' in t && t.tag === 'array')
      while (!endsArray(tokens[i])) items.push(text('string'))
      expectTag('array', true)
      out[key] = items
    } else {
      throw new Error(`plist: unsupported value <${value.tag}> for ${key}`)
    }
  }
  expectTag('dict', true)
  expectTag('plist', true)
  if (i !== tokens.length) throw new Error('plist: content after </plist>')
  return out
}
