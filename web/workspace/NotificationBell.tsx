import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Notification } from '../../cms/payload-types'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { useSocketEvent } from './realtime'
import { useWorkspace } from './workspace-context'

/** The bell: up to 5 unread notifications, newest first, live; a click marks one read and follows its link. */
export function NotificationBell() {
  const { socket } = useWorkspace()
  const navigate = useNavigate()
  const { data, reload } = useLoad(
    () =>
      rest<Page<Notification>>(`notifications${query({ where: { read_at: { exists: false } }, sort: '-createdAt', limit: 5, depth: 0 })}`),
    [],
  )
  useSocketEvent(
    socket,
    'notification:new',
    useCallback(() => reload(), [reload]),
  )
  const count = data?.totalDocs ?? 0
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  async function follow(notification: Notification) {
    setOpen(false)
    await rest(`notifications/${notification.id}`, { method: 'PATCH', body: { read_at: new Date().toISOString() } }).catch(() => undefined)
    reload()
    if (notification.link) navigate(notification.link)
  }

  return (
    <div ref={root} css={{ position: 'relative' }}>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((now) => !now)}
        aria-label={count ? `Notifications (${count} unread)` : 'Notifications'}
        css={{
          position: 'relative',
          background: 'none',
          border: `1px solid ${colors.border}`,
          borderRadius: 10,
          width: 42,
          height: 42,
          color: colors.text,
          cursor: 'pointer',
          fontSize: 18,
        }}
      >
        <svg
          aria-hidden
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          css={{ verticalAlign: 'middle' }}
        >
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {count > 0 && (
          <span
            data-testid="notification-badge"
            css={{
              position: 'absolute',
              top: -6,
              right: -6,
              minWidth: 20,
              height: 20,
              borderRadius: 999,
              background: '#ef4444',
              color: '#fff',
              fontSize: 12,
              fontWeight: 700,
              lineHeight: '20px',
              padding: '0 5px',
            }}
          >
            {count}
          </span>
        )}
      </button>
      {open && (
        <div
          role="region"
          aria-label="Notifications"
          css={{
            position: 'absolute',
            right: 0,
            top: 50,
            zIndex: 40,
            width: 340,
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            borderRadius: 12,
            padding: 8,
            color: colors.text,
            boxShadow: '0 16px 48px rgba(0,0,0,0.45)',
          }}
        >
          <h2 css={{ fontSize: 15, margin: '6px 8px' }}>Notifications</h2>
          {data?.docs.length === 0 && <p css={{ color: colors.muted, margin: 8 }}>No new notifications</p>}
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data?.docs.map((notification) => (
              <li key={notification.id}>
                <button
                  type="button"
                  onClick={() => void follow(notification)}
                  css={{
                    display: 'block',
                    width: '100%',
                    textAlign: 'left',
                    background: 'none',
                    border: 'none',
                    color: colors.text,
                    padding: 10,
                    borderRadius: 8,
                    cursor: 'pointer',
                    '&:hover': { background: colors.surfaceRaised },
                  }}
                >
                  <strong css={{ display: 'block', fontSize: 14 }}>{notification.title}</strong>
                  <span
                    css={{
                      display: 'block',
                      color: colors.muted,
                      fontSize: 13,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {notification.message}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
