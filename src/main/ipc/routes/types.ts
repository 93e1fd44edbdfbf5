import type { CommandInput, CommandName, CommandOutput } from '@shared/ipc'

/** Handlers for a subset of commands; createRoutes() checks that the subsets cover them all. */
export type RouteHandlers<K extends CommandName> = {
  [N in K]: (input: CommandInput<N>) => Promise<CommandOutput<N>>
}
