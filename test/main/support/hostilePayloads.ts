/** Payloads a compromised renderer might send; every command must refuse each one. */
export function hostilePayloads(): { label: string; args: unknown[] }[] {
  const deep: Record<string, unknown> = {}
  let cursor = deep
  for (let i = 0; i < 50; i++) {
    cursor.next = {}
    cursor = cursor.next as Record<string, unknown>
  }
  return [
    { label: 'a bare string', args: ['hello'] },
    { label: 'a number', args: [42] },
    { label: 'null', args: [null] },
    { label: 'a huge string', args: ['x'.repeat(5_000_000)] },
    {
      label: '__proto__ key',
      args: [JSON.parse('{"__proto__":{"polluted":true},"paths":["/a"]}')]
    },
    { label: 'constructor key', args: [{ constructor: { prototype: { polluted: true } } }] },
    { label: 'prototype key', args: [{ prototype: { polluted: true } }] },
    { label: 'a deeply nested object', args: [deep] },
    { label: 'a Date', args: [new Date()] },
    {
      label: 'an array of 5000 strings',
      args: [Array.from({ length: 5000 }, (_, i) => `/p/${i}`)]
    },
    { label: 'two arguments', args: [{}, {}] },
    { label: 'an object with a symbol key', args: [{ [Symbol('x')]: 1 }] }
  ]
}
