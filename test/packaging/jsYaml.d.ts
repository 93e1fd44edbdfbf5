/** js-yaml arrives through ESLint and ships no types; the test needs only load(). */
declare module 'js-yaml' {
  export function load(text: string): unknown
}
