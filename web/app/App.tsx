import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router-dom'
import { AuthPage } from '../auth/AuthPage'
import { CancelPage } from '../cancel/CancelPage'
import { DemoPage } from '../demo/DemoPage'
import { HomePage } from '../home/HomePage'
import { InitialDataProvider } from '../lib/initial-data'
import { SessionProvider } from '../lib/session'
import { TrackingProvider } from '../lib/tracking'
import { NotFoundPage } from '../not-found/NotFoundPage'
import { OfferCheckoutPage } from '../offer/OfferCheckoutPage'
import { OfferPage } from '../offer/OfferPage'
import { OfferSuccessPage } from '../offer/OfferSuccessPage'
import { PricingPage } from '../pricing/PricingPage'
import { SuccessPage } from '../success/SuccessPage'
import { SurveyPage } from '../survey/SurveyPage'
import { ClientOnly } from '../ui/ClientOnly'
import { CursorFollower } from '../ui/CursorFollower'
import { Spinner } from '../ui/Spinner'
import { Toaster } from '../ui/Toaster'
import { JoinChatPage } from '../workspace/JoinChatPage'
import type { InitialData } from './content'

const WorkspaceRoutes = lazy(() => import('../workspace/WorkspaceRoutes'))

/** The route table of spec section 2. */
export function App({ data }: { data: InitialData }) {
  return (
    <InitialDataProvider value={data}>
      <SessionProvider>
        <TrackingProvider>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/pricing" element={<PricingPage />} />
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/getdemo" element={<DemoPage />} />
            <Route path="/get-demo" element={<DemoPage />} />
            <Route path="/success" element={<SuccessPage />} />
            <Route path="/cancel" element={<CancelPage />} />
            <Route path="/survey" element={<SurveyPage />} />
            <Route path="/offer" element={<OfferPage />} />
            <Route path="/offer/checkout" element={<OfferCheckoutPage />} />
            <Route path="/offer/success" element={<OfferSuccessPage />} />
            <Route path="/app/join-chat" element={<JoinChatPage />} />
            <Route
              path="/app/*"
              element={
                <ClientOnly fallback={<Spinner label="Loading your workspace" />}>
                  <Suspense fallback={<Spinner label="Loading your workspace" />}>
                    <WorkspaceRoutes />
                  </Suspense>
                </ClientOnly>
              }
            />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
          <Toaster />
          <CursorFollower />
        </TrackingProvider>
      </SessionProvider>
    </InitialDataProvider>
  )
}
