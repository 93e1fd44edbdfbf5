/**
 * ESLint rule `layers/boundaries`: each import is resolved to the file it names and refused when
 * that file lies in a layer the importing layer may not use, or outside the src layers entirely.
 * Package imports are checked against what the layer's runtime offers.
 *
 * Why a rule of our own: `no-restricted-imports` sees only the written specifier, and the same
 * target is spelled `../../x`, `../../../x` or `@shared/x` depending on where the importer sits;
 * a pattern list per folder depth would break the first time a folder is nested deeper.
 *
 * Options: `{ root, electronPackages, layers }`.
 * - `electronPackages`: packages that load Electron when imported (`electron` itself, and e.g.
 *   electron-store, which imports it); a layer may import them only as its `electron` says.
 * - `layers`: a list, most specific path first, of `{ name, path, may, node, electron, packages }`.
 *   `path` is a folder or file (repository path, a file without extension), or a list of them.
 *   `may` names the other layers (or single files, written as a repository path without
 *   extension) the layer may import; `node` allows Node built-ins; `electron` is `true` for all
 *   the `electronPackages` or the list of those the layer may import; `packages`, when given, is the only npm packages the layer may import
 *   (for layers that run where Node's module loader does not, every package must be vetted).
 *   A layer may always import its own files.
 * A file the rule runs on must lie in a layer. A relative or absolute import that lands outside every layer (test/, bench/, scripts/, the
 * repository root, anything beyond it) is refused: src is built on its own, never on them.
 */
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { isBuiltin } from 'node:module'

const aliases = { '@shared/': 'src/shared/', '@renderer/': 'src/renderer/src/' }

function toPosix(path) {
  return path.split(sep).join('/')
}

/** The repository path (no extension, no query) a specifier names, or undefined for a package. */
function resolveTarget(root, importer, specifier) {
  const path = specifier.replace(/\?.*$/, '')
  for (const [alias, target] of Object.entries(aliases)) {
    if (path.startsWith(alias)) return target + path.slice(alias.length)
  }
  if (!path.startsWith('.') && !isAbsolute(path)) return undefined
  const absolute = resolve(dirname(importer), path)
  return toPosix(relative(root, absolute)).replace(/\.(ts|mts|js|mjs|vue)$/, '')
}

/** `@scope/name` or `name` of a bare specifier such as `pdfjs-dist/build/x.mjs?url`. */
function packageName(specifier) {
  const parts = specifier.replace(/\?.*$/, '').split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** The layer a repository path (with or without its extension) lies in. */
function layerOf(layers, repoPath) {
  const path = repoPath.replace(/\.(ts|mts|js|mjs|vue)$/, '')
  return layers.find((l) => [l.path].flat().some((p) => path === p || path.startsWith(p + '/')))
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep each source layer to the layers it may import.' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: {
      unplaced:
        '{{file}} lies in no layer: add its folder to the layer table in eslint.config.mjs, ' +
        'with what it may import.',
      layer: '{{from}} may not import {{target}} ({{to}}); {{from}} may import: {{allowed}}.',
      outside:
        '{{from}} may not import {{target}}: it lies outside the src layers (test, bench and ' +
        'scripts build on src, never the reverse); {{from}} may import: {{allowed}}.',
      builtin:
        '{{from}} may not import the Node built-in {{target}}; it must run without Node. ' +
        'Packages {{from}} may import: {{packages}}.',
      package:
        '{{from}} may not import the package {{target}}; packages {{from}} may import: ' +
        '{{packages}}.',
      electron:
        '{{from}} may not import {{target}}: it loads Electron; Electron packages {{from}} may ' +
        'import: {{electronAllowed}}.'
    }
  },
  create(context) {
    const { root, layers, electronPackages = ['electron'] } = context.options[0]
    const importer = context.filename
    const own = layerOf(layers, toPosix(relative(root, importer)))
    if (!own) {
      // A file the rule runs on that no layer holds (a new folder of src/main, say) is placed
      // in the table first: otherwise nothing would check what it imports.
      const file = toPosix(relative(root, importer))
      return { Program: (node) => context.report({ node, messageId: 'unplaced', data: { file } }) }
    }
    const allowed = [own.name, ...own.may].join(', ')
    const ownElectron =
      own.electron === true ? electronPackages : Array.isArray(own.electron) ? own.electron : []
    const electronAllowed = ownElectron.join(', ') || 'none'
    const packages = own.packages ? [...ownElectron, ...own.packages].join(', ') || 'none' : 'any'

    function checkPackage(node, specifier) {
      const name = packageName(specifier.replace(/^node:/, ''))
      const data = { from: own.name, target: specifier, packages, electronAllowed }
      if (electronPackages.includes(name)) {
        if (!ownElectron.includes(name)) context.report({ node, messageId: 'electron', data })
      } else if (isBuiltin(specifier)) {
        if (!own.node) context.report({ node, messageId: 'builtin', data })
      } else if (own.packages && !own.packages.includes(name)) {
        context.report({ node, messageId: 'package', data })
      }
    }

    function check(node) {
      const specifier = node?.type === 'Literal' ? node.value : undefined
      if (typeof specifier !== 'string') return
      const target = resolveTarget(root, importer, specifier)
      if (target === undefined) return checkPackage(node, specifier)
      const to = layerOf(layers, target)
      if (!to) {
        context.report({ node, messageId: 'outside', data: { from: own.name, target, allowed } })
        return
      }
      if (to === own) return
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
