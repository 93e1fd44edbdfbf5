/**
 * Fails when src has an import cycle. Two checks over one madge graph (type-only imports count:
 * a cycle of types is still two modules that cannot be understood apart):
 *
 * - between files, anywhere in src;
 * - between the feature folders of the Electron glue (src/main/boot, src/main/ipc, …) and of the
 *   engine (src/engine/intake, src/engine/follow, …): a feature may use another, never
 *   both ways, or the two are one feature under two names.
 *
 * Usage: node scripts/checkCycles.mjs (npm run check:cycles). Prints each cycle and exits 1.
 */
import madge from 'madge'

const root = new URL('..', import.meta.url).pathname

/** The feature folder a file of src belongs to, or null outside the folders checked. */
function featureOf(file) {
  const engine = /^engine\/([^/]+)\//.exec(file)
  if (engine) return `engine/${engine[1]}`
  const glue = /^main\/([^/]+)\//.exec(file)
  return glue ? `main/${glue[1]}` : null
}

/** The strongly connected components of more than one node (Tarjan). */
function cyclesOf(graph) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const visit = (v) => {
    index.set(v, next)
    low.set(v, next)
    next++
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)))
      }
    }
    if (low.get(v) !== index.get(v)) return
    const component = []
    let w
    do {
      w = stack.pop()
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1) found.push(component.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

const result = await madge(`${root}src`, {
  baseDir: `${root}src`,
  fileExtensions: ['ts', 'vue'],
  tsConfig: `${root}tsconfig.web.json`,
  detectiveOptions: { ts: { skipTypeImports: false }, vue: { skipTypeImports: false } }
})
const files = result.obj()

const problems = result.circular().map((cycle) => `files: ${[...cycle, cycle[0]].join(' -> ')}`)

const features = new Map()
const why = new Map()
for (const [file, deps] of Object.entries(files)) {
  const from = featureOf(file)
  if (!from) continue
  for (const dep of deps) {
    const to = featureOf(dep)
    if (!to || to === from) continue
    if (!features.has(from)) features.set(from, new Set())
    features.get(from).add(to)
    if (!why.has(`${from} ${to}`)) why.set(`${from} ${to}`, `${file} -> ${dep}`)
  }
}
for (const component of cyclesOf(features)) {
  const edges = []
  for (const a of component) {
    for (const b of component) if (why.has(`${a} ${b}`)) edges.push(`    ${why.get(`${a} ${b}`)}`)
  }
  problems.push(`folders: ${component.join(', ')} import each other:\n${edges.join('\n')}`)
}

if (problems.length > 0) {
  console.error(`Import cycles in src (${problems.length}):\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`No import cycle in src: ${Object.keys(files).length} files checked.`)
