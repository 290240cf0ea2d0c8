import { createContext, useContext } from 'react'
import type { SessionUser } from '../lib/session'
import type { WorkspaceSocket } from './realtime'

export type WorkspaceState = { user: SessionUser; token: string | null; socket: WorkspaceSocket | null }

export const WorkspaceContext = createContext<WorkspaceState | null>(null)

/** The signed-in user and the tab's realtime connection, inside the workspace layout. */
export function useWorkspace(): WorkspaceState {
  const state = useContext(WorkspaceContext)
  if (!state) throw new Error('useWorkspace outside the workspace layout')
  return state
}
