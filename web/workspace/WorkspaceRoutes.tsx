import { Route, Routes } from 'react-router-dom'
import { BillingPage } from './BillingPage'
import { DashboardPage } from './DashboardPage'
import { MessagesPage } from './MessagesPage'
import { ProductDetailPage } from './ProductDetailPage'
import { ProductsPage } from './ProductsPage'
import { RequireSession } from './RequireSession'
import { SettingsPage } from './SettingsPage'
import { ThreeWayChatPage } from './ThreeWayChatPage'
import { WorkspaceLayout } from './WorkspaceLayout'
import { WorkspaceNotFound } from './WorkspaceNotFound'

/**
 * /app/* — client-rendered, loaded as its own chunk. The workspace is behind the session
 * guard. The invited client's chat (/app/client-chat/:id) is a page of its own (app/routes.tsx):
 * outside the guard, and without the site's title and share tags (white label).
 */
export default function WorkspaceRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireSession>
            <WorkspaceLayout />
          </RequireSession>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:productId" element={<ProductDetailPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="messages/:conversationId" element={<MessagesPage />} />
        <Route path="three-way-chat" element={<ThreeWayChatPage />} />
        <Route path="three-way-chat/:conversationId" element={<ThreeWayChatPage />} />
        <Route path="billing" element={<BillingPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<WorkspaceNotFound />} />
      </Route>
    </Routes>
  )
}
