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

/**
 * happy-dom neither measures content nor fires `scroll` when a script scrolls. This makes an
 * element as tall as its first child's set height (the virtual list's spacer) and has
 * `scrollTo` move and fire `scroll` as a browser does, so the virtual list draws the rows
 * scrolled to.
 */
export function stubScrolling(): () => void {
  const proto = HTMLElement.prototype
  const savedHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')
  const savedScrollTo = proto.scrollTo
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      const child = this.firstElementChild as HTMLElement | null
      return Math.max(parseFloat(child?.style.height ?? '') || 0, this.clientHeight)
    }
  })
  proto.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number, y?: number) {
    const top = typeof options === 'number' ? (y ?? 0) : (options?.top ?? this.scrollTop)
    this.scrollTop = Math.max(0, Math.min(top, this.scrollHeight - this.clientHeight))
    this.dispatchEvent(new Event('scroll'))
  } as typeof proto.scrollTo
  return () => {
    delete (proto as unknown as Record<string, unknown>).scrollHeight
    if (savedHeight) Object.defineProperty(Element.prototype, 'scrollHeight', savedHeight)
    proto.scrollTo = savedScrollTo
  }
}
