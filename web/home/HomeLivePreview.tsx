import { useLivePreview } from '@payloadcms/live-preview-react'
import type { Home } from '../../cms/payload-types'
import { HomeView } from './HomeView'

/** Inside the admin's live preview iframe: re-renders as the marketer types. */
export default function HomeLivePreview({ initialData }: { initialData: Home }) {
  const { data } = useLivePreview<Home>({ initialData, serverURL: window.location.origin, depth: 1 })
  return <HomeView content={data} />
}
