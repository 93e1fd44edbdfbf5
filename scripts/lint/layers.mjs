/**
 * ESLint rule `layers/boundaries`: each import is resolved to the file it names and refused when
 * that file lies in a layer the importing layer may not use.
 *
 * Why a rule of our own: `no-restricted-imports` sees only the written specifier, and the same
 * target is spelled `../../x`, `../../../x` or `@shared/x` depending on where the importer sits;
 * a pattern list per folder depth would break the first time a folder is nested deeper.
 *
 * Options: `{ root, layers }`, where `layers` is a list, most specific path first, of
 * `{ name, path, may, node, electron }`: `may` names the other layers (or single files, written
 * as a repository path without extension) the layer may import; `node` allows Node built-ins;
 * `electron` allows the `electron` package. A layer may always import its own files.
 */
import { dirname, relative, resolve, sep } from 'node:path'
import { isBuiltin } from 'node:module'

const aliases = { '@shared/': 'src/shared/', '@renderer/': 'src/renderer/src/' }

function toPosix(path) {
  return path.split(sep).join('/')
}

/** The repository path (no extension) a specifier names, or undefined for a package. */
function resolveTarget(root, importer, specifier) {
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return target + specifier.slice(alias.length)
  }
  if (!specifier.startsWith('.')) return undefined
  const absolute = resolve(dirname(importer), specifier)
  return toPosix(relative(root, absolute)).replace(/\.(ts|mts|js|mjs|vue)$/, '')
}

function layerOf(layers, repoPath) {
  return layers.find((l) => repoPath === l.path || repoPath.startsWith(l.path + '/'))
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each source layer to the layers it may import.' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      layer: '{{from}} may not import {{target}} ({{to}}); {{from}} may import: {{allowed}}.',
      builtin: '{{from}} may not import the Node built-in {{target}}; it must run without Node.',
      electron: '{{from}} may not import Electron: keep it in the src/main glue and the preload.'
    }
  },
  create(context) {
    const { root, layers } = context.options[0]
    const importer = context.filename
    const own = layerOf(layers, toPosix(relative(root, importer)))
    if (!own) return {}
    const allowed = [own.name, ...own.may].join(', ')

    function check(node) {
      const specifier = node?.type === 'Literal' ? node.value : undefined
      if (typeof specifier !== 'string') return
      const target = resolveTarget(root, importer, specifier)
      if (target === undefined) {
        const bare = specifier.replace(/^node:/, '')
        if (bare === 'electron' || bare.startsWith('electron/')) {
          if (!own.electron)
            context.report({ node, messageId: 'electron', data: { from: own.name } })
        } else if (isBuiltin(specifier) && !own.node) {
          context.report({
            node,
            messageId: 'builtin',
            data: { from: own.name, target: specifier }
          })
        }
        return
      }
      const to = layerOf(layers, target)
      if (!to || to === own) return
      const entry = target.endsWith('/index') ? target : target + '/index'
      if (own.may.includes(to.name) || own.may.includes(target) || own.may.includes(entry)) return
      context.report({
        node,
        messageId: 'layer',
        data: { from: own.name, to: to.name, target, allowed }
      })
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument)
    }
  }
}

export default { rules: { boundaries } }
