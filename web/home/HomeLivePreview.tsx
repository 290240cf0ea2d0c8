import { useLivePreview } from '@payloadcms/live-preview-react'
import type { HomePageContent } from './home-content'
import { HomeView } from './HomeView'

/** Inside the admin's live preview iframe: re-renders as the marketer types. */
export default function HomeLivePreview({ initialData }: { initialData: HomePageContent }) {
  const { data } = useLivePreview<HomePageContent>({ initialData, serverURL: window.location.origin, depth: 1 })
  return <HomeView content={data} />
}
