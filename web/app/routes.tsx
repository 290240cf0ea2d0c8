import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { matchPath } from 'react-router-dom'
import { ClientOnly } from '../ui/ClientOnly'
import { Spinner } from '../ui/Spinner'
import type { ContentKey } from '../../contracts/initial-data'
import { lazyPage, type LazyPage } from './lazy-page'

// Every page is a chunk of its own (lazy-page.tsx): the HTML of a page loads only its code.
const HomePage = lazyPage(() => import('../home/HomePage').then((m) => m.HomePage))
const PricingPage = lazyPage(() => import('../pricing/PricingPage').then((m) => m.PricingPage))
const AuthPage = lazyPage(() => import('../auth/AuthPage').then((m) => m.AuthPage))
const ForgotPasswordPage = lazyPage(() => import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage))
const ResetPasswordPage = lazyPage(() => import('../auth/ResetPasswordPage').then((m) => m.ResetPasswordPage))
const DemoPage = lazyPage(() => import('../demo/DemoPage').then((m) => m.DemoPage))
const SuccessPage = lazyPage(() => import('../success/SuccessPage').then((m) => m.SuccessPage))
const CancelPage = lazyPage(() => import('../cancel/CancelPage').then((m) => m.CancelPage))
const SurveyPage = lazyPage(() => import('../survey/SurveyPage').then((m) => m.SurveyPage))
const OfferPage = lazyPage(() => import('../offer/OfferPage').then((m) => m.OfferPage))
const OfferCheckoutPage = lazyPage(() => import('../offer/OfferCheckoutPage').then((m) => m.OfferCheckoutPage))
const OfferSuccessPage = lazyPage(() => import('../offer/OfferSuccessPage').then((m) => m.OfferSuccessPage))
const MembersPage = lazyPage(() => import('../members/MembersPage').then((m) => m.MembersPage))
const PrivacyPage = lazyPage(() => import('../legal/LegalPage').then((m) => m.PrivacyPage))
const TermsPage = lazyPage(() => import('../legal/LegalPage').then((m) => m.TermsPage))
const RefundsPage = lazyPage(() => import('../legal/LegalPage').then((m) => m.RefundsPage))
const ContactPage = lazyPage(() => import('../legal/LegalPage').then((m) => m.ContactPage))
const JoinChatPage = lazyPage(() => import('../workspace/JoinChatPage').then((m) => m.JoinChatPage))

const WorkspaceRoutes = lazy(() => import('../workspace/WorkspaceRoutes'))
const ClientChatPage = lazy(() => import('../workspace/ClientChatPage').then((m) => ({ default: m.ClientChatPage })))

/** Rendered in the browser only, its chunk loaded on demand; a spinner until then. */
function ClientRendered({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ClientOnly fallback={<Spinner label={label} />}>
      <Suspense fallback={<Spinner label={label} />}>{children}</Suspense>
    </ClientOnly>
  )
}

/** An invited client's chat: its session is in this browser's storage; no workspace guard. */
function ClientChat() {
  return (
    <ClientRendered label="Loading your conversation">
      <ClientChatPage />
    </ClientRendered>
  )
}

/** The signed-in workspace: client-rendered behind its session guard, in a chunk of its own. */
function Workspace() {
  return (
    <ClientRendered label="Loading your workspace">
      <WorkspaceRoutes />
    </ClientRendered>
  )
}

/** A page of the app: its path (react-router pattern), component, and the CMS content it renders. */
export type PageRoute = {
  path: string
  Page: ComponentType | LazyPage
  content: ContentKey[]
  /** For signed-in visitors only: where the server sends a request without a session cookie. */
  signedOutTo?: string
}

const SHARED: ContentKey[] = ['site-settings']

/**
 * The route table of spec section 2 (plus /survey, docs/decisions/006). The router renders
 * it (App.tsx) and the server loads each route's content from it before rendering.
 */
export const ROUTES: PageRoute[] = [
  { path: '/', Page: HomePage, content: [...SHARED, 'home', 'price-rise'] },
  { path: '/home', Page: HomePage, content: [...SHARED, 'home', 'price-rise'] },
  { path: '/pricing', Page: PricingPage, content: [...SHARED, 'pricing', 'price-rise'] },
  { path: '/auth', Page: AuthPage, content: SHARED },
  { path: '/forgot-password', Page: ForgotPasswordPage, content: SHARED },
  { path: '/reset-password', Page: ResetPasswordPage, content: SHARED },
  { path: '/getdemo', Page: DemoPage, content: [...SHARED, 'demo-page'] },
  { path: '/get-demo', Page: DemoPage, content: [...SHARED, 'demo-page'] },
  { path: '/success', Page: SuccessPage, content: [...SHARED, 'success-page'], signedOutTo: '/' },
  { path: '/cancel', Page: CancelPage, content: [...SHARED, 'cancel-page'] },
  { path: '/survey', Page: SurveyPage, content: [...SHARED, 'survey'] },
  { path: '/offer', Page: OfferPage, content: [...SHARED, 'offer'] },
  { path: '/offer/checkout', Page: OfferCheckoutPage, content: [...SHARED, 'offer'] },
  { path: '/offer/success', Page: OfferSuccessPage, content: [...SHARED, 'offer'] },
  // A buyer's purchases (server/delivery): words from the offer, the list for the members session.
  { path: '/members', Page: MembersPage, content: [...SHARED, 'offer'] },
  // The legal pages (issue 31): fixed paths (contracts/legal-pages.ts), words from the CMS.
  { path: '/privacy', Page: PrivacyPage, content: [...SHARED, 'legal-pages'] },
  { path: '/terms', Page: TermsPage, content: [...SHARED, 'legal-pages'] },
  { path: '/refunds', Page: RefundsPage, content: [...SHARED, 'legal-pages'] },
  { path: '/contact', Page: ContactPage, content: [...SHARED, 'legal-pages'] },
  // An invited client joins a chat without an account: outside the workspace's session guard.
  // No site settings: their title and share preview would name the platform, and a client sees
  // the agency's brand alone (white label, issue 32); the page titles itself with the agency.
  { path: '/app/join-chat', Page: JoinChatPage, content: [] },
  { path: '/app/client-chat/:conversationId', Page: ClientChat, content: [] },
  { path: '/app/*', Page: Workspace, content: SHARED },
]

/** The route of a path, matched as the router matches. */
export function matchRoute(pathname: string): PageRoute | undefined {
  return ROUTES.find(({ path }) => matchPath(path, pathname))
}

/** The content a path needs, and whether the path exists at all (404 otherwise). */
export function routeContent(pathname: string): { found: boolean; content: ContentKey[]; signedOutTo?: string } {
  const route = matchRoute(pathname)
  return route ? { found: true, content: route.content, signedOutTo: route.signedOutTo } : { found: false, content: SHARED }
}

/** Loads a page's chunk ahead of rendering it (no-op for pages bundled with the app). */
export function preloadPage(route: PageRoute | undefined): Promise<void> {
  return route && 'preload' in route.Page ? route.Page.preload() : Promise.resolve()
}
