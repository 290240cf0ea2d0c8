import { lazy, Suspense, type ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import { AuthPage } from '../auth/AuthPage'
import { CancelPage } from '../cancel/CancelPage'
import { DemoPage } from '../demo/DemoPage'
import { HomePage } from '../home/HomePage'
import { OfferCheckoutPage } from '../offer/OfferCheckoutPage'
import { OfferPage } from '../offer/OfferPage'
import { OfferSuccessPage } from '../offer/OfferSuccessPage'
import { PricingPage } from '../pricing/PricingPage'
import { SuccessPage } from '../success/SuccessPage'
import { SurveyPage } from '../survey/SurveyPage'
import { ClientOnly } from '../ui/ClientOnly'
import { Spinner } from '../ui/Spinner'
import { JoinChatPage } from '../workspace/JoinChatPage'
import type { ContentKey } from '../lib/content'

const WorkspaceRoutes = lazy(() => import('../workspace/WorkspaceRoutes'))

/** The signed-in workspace: client-rendered behind its session guard, in a chunk of its own. */
function Workspace() {
  return (
    <ClientOnly fallback={<Spinner label="Loading your workspace" />}>
      <Suspense fallback={<Spinner label="Loading your workspace" />}>
        <WorkspaceRoutes />
      </Suspense>
    </ClientOnly>
  )
}

/** A page of the app: its path (react-router pattern), component, and the CMS content it renders. */
export type PageRoute = { path: string; Page: ComponentType; content: ContentKey[] }

const SHARED: ContentKey[] = ['site-settings']

/**
 * The route table of spec section 2 (plus /survey, docs/decisions/006). The router renders
 * it (App.tsx) and the server loads each route's content from it before rendering.
 */
export const ROUTES: PageRoute[] = [
  { path: '/', Page: HomePage, content: [...SHARED, 'home'] },
  { path: '/home', Page: HomePage, content: [...SHARED, 'home'] },
  { path: '/pricing', Page: PricingPage, content: SHARED },
  { path: '/auth', Page: AuthPage, content: SHARED },
  { path: '/getdemo', Page: DemoPage, content: SHARED },
  { path: '/get-demo', Page: DemoPage, content: SHARED },
  { path: '/success', Page: SuccessPage, content: SHARED },
  { path: '/cancel', Page: CancelPage, content: SHARED },
  { path: '/survey', Page: SurveyPage, content: SHARED },
  { path: '/offer', Page: OfferPage, content: SHARED },
  { path: '/offer/checkout', Page: OfferCheckoutPage, content: SHARED },
  { path: '/offer/success', Page: OfferSuccessPage, content: SHARED },
  // An invited client joins a chat without an account: outside the workspace's session guard.
  { path: '/app/join-chat', Page: JoinChatPage, content: SHARED },
  { path: '/app/*', Page: Workspace, content: SHARED },
]

/** The content a path needs, and whether the path exists at all (404 otherwise); matched as the router matches. */
export function routeContent(pathname: string): { found: boolean; content: ContentKey[] } {
  const route = ROUTES.find(({ path }) => matchPath(path, pathname))
  return route ? { found: true, content: route.content } : { found: false, content: SHARED }
}
