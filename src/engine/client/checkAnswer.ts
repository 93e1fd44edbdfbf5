import * as v from 'valibot'
import { ANSWERS, INCLUDED_SCHEMAS, type AnswerName } from './answers'
import { ServiceError } from './errors'

type PathKey = string | number

/** `data.attributes`, `included[2].id`: where in the answer a problem is. */
function pathText(keys: readonly PathKey[]): string {
  let out = ''
  for (const key of keys) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${key}` : key
  }
  return out || 'the answer'
}

function keysOf(issue: v.BaseIssue<unknown>): PathKey[] {
  return (issue.path ?? []).map((item) => item.key as PathKey)
}

const WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  Object: 'an object',
  Array: 'a list',
  null: 'null'
}

/** What kind of value `input` is, in words (the value itself is never shown: it is the service's). */
function kindOf(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'a list'
  return WORDS[typeof input] ?? typeof input
}

/** "missing", or what was found instead of what was expected. */
function problemOf(issue: v.BaseIssue<unknown>): string {
  if (issue.input === undefined) return 'missing'
  const expected = issue.expected ?? ''
  return `is ${kindOf(issue.input)}, not ${WORDS[expected] ?? (expected || 'what was expected')}`
}

function describeIssue(prefix: readonly PathKey[], issue: v.BaseIssue<unknown>): string {
  return `${pathText([...prefix, ...keysOf(issue)])} ${problemOf(issue)}`
}

/** The problems of `included`: every known type checked with its own schema. */
function includedProblems(body: unknown): string[] {
  const included = (body as { included?: unknown } | null)?.included
  if (!Array.isArray(included)) return []
  const problems: string[] = []
  included.forEach((item: { type?: unknown }, i) => {
    const schema = typeof item?.type === 'string' ? INCLUDED_SCHEMAS[item.type] : undefined
    if (!schema) return
    const result = v.safeParse(schema, item)
    if (!result.success)
      problems.push(...result.issues.map((x) => describeIssue(['included', i], x)))
  })
  return problems
}

/**
 * The answer of `endpoint` ("GET /documents/{id}": the path template, never ids, the query or
 * the key) when it has the shape the app reads, else a ServiceError of kind
 * 'unexpected_answer' naming the endpoint and the first thing wrong. Transient: a service that
 * answers nonsense is treated like one that failed (retried a few times, then the item fails).
 */
export function checkAnswer<T>(name: AnswerName, body: unknown, endpoint: string): T {
  const result = v.safeParse(ANSWERS[name], body)
  const problems = result.success
    ? includedProblems(body)
    : result.issues.map((issue) => describeIssue([], issue))
  if (problems.length === 0) return body as T
  return unexpectedAnswer(endpoint, problems)
}

/** Throws the 'unexpected_answer' error for `endpoint` with the problems found. */
export function unexpectedAnswer(endpoint: string, problems: readonly string[]): never {
  const [first] = problems
  throw new ServiceError({
    kind: 'unexpected_answer',
    transient: true,
    message: `The service answered in an unexpected form (${endpoint}: ${first}).`,
    detail:
      problems.length > 1
        ? `${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`
        : undefined
  })
}
