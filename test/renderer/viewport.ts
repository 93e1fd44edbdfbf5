const PROPS = ['clientHeight', 'offsetHeight', 'clientWidth', 'offsetWidth'] as const

/**
 * happy-dom lays nothing out, so every element measures 0×0. The virtual list asks its scroller
 * how tall it is; this makes every element report `height` × `width`, as a window would.
 */
export function stubViewport(height: number, width = 1000): () => void {
  const proto = HTMLElement.prototype
  const saved = PROPS.map((p) => [p, Object.getOwnPropertyDescriptor(proto, p)] as const)
  for (const p of PROPS) {
    Object.defineProperty(proto, p, {
      configurable: true,
      get: () => (p.endsWith('Height') ? height : width)
    })
  }
  return () => {
    for (const [p, d] of saved) {
      if (d) Object.defineProperty(proto, p, d)
      else delete (proto as unknown as Record<string, unknown>)[p]
    }
  }
}
