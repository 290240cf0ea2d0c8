import { lazy, Suspense, useEffect, useState } from 'react'
import { useContent } from '../lib/initial-data'
import { useFunnelTracker } from '../lib/tracking'
import { Spinner } from '../ui/Spinner'
import { SurveyIntro } from './SurveyIntro'

const SurveySession = lazy(() => import('./SurveySession'))

/** The AI qualification survey (spec section 4): the intro, server-rendered from the CMS, then the session. */
export function SurveyPage() {
  const content = useContent('survey')
  const tracker = useFunnelTracker()
  const [startedAt, setStartedAt] = useState<number | null>(null)
  // Fetched once the intro is up, so 'start' does not wait for it.
  useEffect(() => void import('./SurveySession'), [])
  if (!content) return <Spinner label="Loading the survey" />
  return (
    <main css={{ maxWidth: 760, margin: '0 auto', padding: '56px 20px', minHeight: '80vh' }}>
      {startedAt === null ? (
        <SurveyIntro
          content={content}
          onStart={() => {
            tracker.track('survey_start', {})
            setStartedAt(Date.now())
          }}
        />
      ) : (
        <Suspense fallback={<Spinner label={content.connecting.searching_heading} />}>
          <SurveySession content={content} startedAt={startedAt} />
        </Suspense>
      )}
    </main>
  )
}
