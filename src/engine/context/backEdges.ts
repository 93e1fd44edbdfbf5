/** A function a back-edge stands for (any arguments, any result). */
type Edge = (...args: never[]) => unknown

/**
 * Calls from a part to one built after it, named. The assembly builds the parts in dependency
 * order; where a part must call one that does not exist yet (a ring at run time), it is given
 * `call.<name>` and the assembly binds the name once the part it reaches is built.
 */
export interface BackEdges<T extends Record<keyof T, Edge>> {
  /** Stand-ins to give a part now; each forwards to what `bind` set for its name. */
  readonly call: T
  /** Points `name` at its target; a name is bound once. */
  bind<K extends keyof T>(name: K, target: T[K]): void
  /** Throws unless every name is bound (the assembly checks this before any part acts). */
  assertBound(): void
}

/** Back-edges for `names`; a stand-in called before its name is bound throws and says which. */
export function backEdges<T extends Record<keyof T, Edge>>(
  names: readonly (keyof T & string)[]
): BackEdges<T> {
  const targets = new Map<keyof T, Edge>()
  const target = (name: keyof T & string): Edge => {
    const fn = targets.get(name)
    if (!fn) throw new Error(`back-edge '${name}' called before it was bound`)
    return fn
  }
  const call = Object.fromEntries(
    names.map((name) => [name, (...args: never[]) => target(name)(...args)])
  ) as T
  return {
    call,
    bind(name, fn) {
      if (targets.has(name)) throw new Error(`back-edge '${String(name)}' bound twice`)
      targets.set(name, fn)
    },
    assertBound() {
      const unbound = names.filter((name) => !targets.has(name))
      if (unbound.length > 0) throw new Error(`back-edges not bound: ${unbound.join(', ')}`)
    }
  }
}
