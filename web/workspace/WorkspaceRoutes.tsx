import { Route, Routes } from 'react-router-dom'
import { BillingPage } from './BillingPage'
import { ClientChatPage } from './ClientChatPage'
import { DashboardPage } from './DashboardPage'
import { MessagesPage } from './MessagesPage'
import { ProductsPage } from './ProductsPage'
import { RequireSession } from './RequireSession'
import { SettingsPage } from './SettingsPage'
import { ThreeWayChatPage } from './ThreeWayChatPage'
import { WorkspaceLayout } from './WorkspaceLayout'

/**
 * /app/* — client-rendered, loaded as its own chunk. The workspace is behind the session
 * guard; the invited client's chat view is not (the client has the invitation's session only).
 */
export default function WorkspaceRoutes() {
  return (
    <Routes>
      <Route path="client-chat/:conversationId" element={<ClientChatPage />} />
      <Route
        element={
          <RequireSession>
            <WorkspaceLayout />
          </RequireSession>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="messages/:conversationId" element={<MessagesPage />} />
        <Route path="three-way-chat" element={<ThreeWayChatPage />} />
        <Route path="three-way-chat/:conversationId" element={<ThreeWayChatPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<DashboardPage />} />
      </Route>
    </Routes>
  )
}
