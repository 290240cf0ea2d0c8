import { lazy, Suspense, useEffect, useState } from 'react'
import { useContent, useInitialData } from '../lib/initial-data'
import { useFunnelTracker } from '../lib/tracking'
import { Spinner } from '../ui/Spinner'
import { HomeView } from './HomeView'

const HomeLivePreview = lazy(() => import('./HomeLivePreview'))

export function HomePage() {
  const content = useContent('home')
  const { preview } = useInitialData()
  const tracker = useFunnelTracker()
  const [inPreviewFrame, setInPreviewFrame] = useState(false)
  useEffect(() => setInPreviewFrame(!!preview && window.parent !== window), [preview])

  if (!content) return <Spinner />
  if (inPreviewFrame)
    return (
      <Suspense fallback={<HomeView content={content} />}>
        <HomeLivePreview initialData={content} />
      </Suspense>
    )
  return <HomeView content={content} onCtaClick={(context) => tracker.track('cta_click', { context })} />
}
