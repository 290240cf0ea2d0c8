'use client'
import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/**
 * One link of the admin nav, drawn as Payload's own: the indicator beside the open page, and
 * no link to the page one is on.
 */
export function ViewNavLink({ href, label, id }: { href: string; label: string; id?: string }) {
  const pathname = usePathname()
  const active = pathname.startsWith(href) && ['/', undefined].includes(pathname[href.length])
  const content = (
    <>
      {active ? <div className="nav__link-indicator" /> : null}
      <span className="nav__link-label">{label}</span>
    </>
  )
  if (pathname === href)
    return (
      <div className="nav__link" id={id}>
        {content}
      </div>
    )
  return (
    <Link className="nav__link" href={href} id={id} prefetch={false}>
      {content}
    </Link>
  )
}
