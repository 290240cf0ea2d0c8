import { Route, Routes } from 'react-router-dom'
import { DashboardPage } from './DashboardPage'
import { RequireSession } from './RequireSession'
import { WorkspaceLayout } from './WorkspaceLayout'

/** /app/* — client-rendered behind the session guard; loaded as its own chunk. */
export default function WorkspaceRoutes() {
  return (
    <RequireSession>
      <Routes>
        <Route element={<WorkspaceLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="*" element={<DashboardPage />} />
        </Route>
      </Routes>
    </RequireSession>
  )
}
