/**
 * Release versions compared as electron-updater compares them (semantic versioning 2.0.0:
 * major.minor.patch, then pre-release identifiers; build metadata ignored; a leading `v` or `=`
 * allowed as its parser allows it).
 */

interface Version {
  core: [number, number, number]
  pre: string[]
}

const SEMVER =
  /^[=v]?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/

function parse(text: string): Version | null {
  const m = SEMVER.exec(text.trim())
  if (!m) return null
  return { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] }
}

/** True for a version electron-updater can compare. */
export function isVersion(text: string): boolean {
  return parse(text) !== null
}

function comparePre(a: string[], b: string[]): number {
  // A release outranks its pre-releases; otherwise identifier by identifier.
  if (a.length === 0 || b.length === 0) return b.length - a.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return -1
    if (b[i] === undefined) return 1
    const an = /^\d+$/.test(a[i])
    const bn = /^\d+$/.test(b[i])
    if (an && bn && Number(a[i]) !== Number(b[i])) return Number(a[i]) - Number(b[i])
    if (an !== bn) return an ? -1 : 1
    if (!an && a[i] !== b[i]) return a[i] < b[i] ? -1 : 1
  }
  return 0
}

/** Negative when a is older than b, 0 when they are the same release, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const va = parse(a)
  const vb = parse(b)
  if (!va || !vb) throw new Error(`not a version: "${va ? b : a}"`)
  for (let i = 0; i < 3; i++) if (va.core[i] !== vb.core[i]) return va.core[i] - vb.core[i]
  return comparePre(va.pre, vb.pre)
}
