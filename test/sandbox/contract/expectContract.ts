import * as v from 'valibot'
import { expect } from 'vitest'
import { answers, type AnswerRoute } from './schemas'

/** Fails with every place the answer departs from the route's recorded response schema. */
export function expectContract(route: AnswerRoute, body: unknown): void {
  const result = v.safeParse(answers[route], body)
  const problems = result.success
    ? []
    : result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`)
  expect(problems, `${route} answers outside its schema`).toEqual([])
}

/** Fails unless the body is the service's errors envelope. */
export function expectErrors(body: unknown): void {
  const result = v.safeParse(answers['errors'], body)
  expect(result.success, JSON.stringify(body)).toBe(true)
}
