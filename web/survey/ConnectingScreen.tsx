import { keyframes } from '@emotion/react'
import { useEffect, useState } from 'react'
import type { UserLocation } from '../../contracts/survey'
import { fillTemplate } from '../../contracts/fill-template'
import { Button } from '../ui/Button'
import { colors } from '../ui/theme'
import { Avatar } from './Avatar'
import { aiLabelOf, clock, personaOf, type SurveyContent } from './survey-content'
import { useConnectingSteps, type ConnectingStep } from './useConnectingSteps'

const pulse = keyframes({ '0%, 100%': { transform: 'scale(1)', opacity: 1 }, '50%': { transform: 'scale(1.08)', opacity: 0.8 } })

/** Searching, location, evaluating, found: then the reserved session and 'Enter Chat Room'. */
export function ConnectingScreen({
  content,
  location,
  secondsLeft,
  onFound,
  onEnter,
}: {
  content: SurveyContent
  location: UserLocation | null
  secondsLeft: number | null
  onFound: () => void
  onEnter: () => void
}) {
  const { step, queue } = useConnectingSteps(content.timings)
  const persona = personaOf(content)
  const aiLabel = aiLabelOf(content)
  const { connecting } = content
  useEffect(() => {
    if (step === 'found') onFound()
  }, [step, onFound])

  if (step === 'found')
    return (
      <section css={{ textAlign: 'center', display: 'grid', gap: 16, justifyItems: 'center' }}>
        <Avatar specialist={persona} size={96} />
        <h1 css={{ margin: 0, fontSize: 32 }}>{connecting.found_heading}</h1>
        <p css={{ margin: 0, color: colors.muted, fontSize: 18 }}>
          {fillTemplate(connecting.found_text, { name: persona.name, role: persona.role })}
        </p>
        {aiLabel ? <p css={{ margin: 0, fontWeight: 700 }}>{aiLabel}</p> : null}
        {secondsLeft !== null && (
          <p css={{ margin: 0, color: colors.muted }}>
            {connecting.session_label}{' '}
            <strong role="timer" css={{ color: colors.text, fontVariantNumeric: 'tabular-nums' }}>
              {clock(secondsLeft)}
            </strong>
          </p>
        )}
        <Button onClick={onEnter}>{connecting.enter_label}</Button>
      </section>
    )

  return (
    <section aria-live="polite" css={{ textAlign: 'center', display: 'grid', gap: 20, justifyItems: 'center' }}>
      {aiLabel ? <Avatar specialist={persona} size={96} /> : <SearchingAvatars content={content} />}
      <h1 css={{ margin: 0, fontSize: 28 }}>{connecting.searching_heading}</h1>
      <StepLine step={step} content={content} city={location?.city ?? null} />
      {/* An assistant has no queue: staging one would pretend people are waiting for a person. */}
      {aiLabel ? null : <p css={{ margin: 0, color: colors.muted }}>{fillTemplate(connecting.queue_label, { count: queue })}</p>}
    </section>
  )
}

function StepLine({ step, content, city }: { step: ConnectingStep; content: SurveyContent; city: string | null }) {
  const { connecting } = content
  const text =
    step === 'location' && city
      ? fillTemplate(connecting.location_text, { city })
      : step === 'evaluating'
        ? connecting.evaluating_text
        : null
  return <p css={{ margin: 0, minHeight: 24, color: colors.text, fontWeight: 600 }}>{text}</p>
}

/** The roster, one specialist highlighted after another while the search runs. */
function SearchingAvatars({ content }: { content: SurveyContent }) {
  const [current, setCurrent] = useState(0)
  const count = content.specialists.length
  useEffect(() => {
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), 600)
    return () => clearInterval(timer)
  }, [count])
  return (
    <div aria-hidden="true" css={{ display: 'flex', gap: 10, flexWrap: 'wrap', justifyContent: 'center' }}>
      {content.specialists.map((specialist, i) => (
        <span
          key={specialist.id ?? specialist.name}
          css={{
            opacity: i === current ? 1 : 0.35,
            transition: 'opacity 0.3s',
            animation: i === current ? `${pulse} 0.6s ease-in-out` : undefined,
          }}
        >
          <Avatar specialist={specialist} size={56} />
        </span>
      ))}
    </div>
  )
}
