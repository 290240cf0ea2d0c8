import { describe, expect, it } from 'vitest'
import { methodLabel, routeTemplate } from '../../server/observability/route-template'

describe('metrics route templates (a bounded label set)', () => {
  it.each([
    ['/fn/create-lead', 'POST', '/fn/create-lead'],
    ['/fn/made-up-name', 'POST', '/fn/:name'],
    ['/fn/a/b', 'POST', '/fn/:name'],
    ['/api/conversations/abc', 'GET', '/api/*'],
    ['/api/graphql', 'POST', '/api/*'],
    ['/admin/collections/leads', 'GET', '/admin'],
    ['/admin', 'GET', '/admin'],
    ['/_next/static/chunk.js', 'GET', '/_next/*'],
    ['/assets/index-abc.js', 'GET', '/assets/*'],
    ['/socket.io/', 'GET', '/socket.io'],
    ['/healthz', 'GET', '/healthz'],
    ['/readyz', 'GET', '/readyz'],
    ['/metrics', 'GET', '/metrics'],
    ['/webhooks/stripe', 'POST', '/webhooks/stripe'],
    ['/v1/checkout/sessions', 'POST', '/v1/*'],
    ['/pay/cs_123', 'GET', '/pay/*'],
    ['/robots.txt', 'GET', 'static file'],
    ['/', 'GET', 'page'],
    ['/pricing', 'GET', 'page'],
    ['/anything/a-crawler/made-up', 'GET', 'page'],
    ['/anything', 'POST', 'other'],
  ])('%s (%s) → %s', (path, method, template) => {
    expect(routeTemplate(path, method)).toBe(template)
  })

  it('folds unusual methods into one label', () => {
    expect(methodLabel('GET')).toBe('GET')
    expect(methodLabel('PROPFIND')).toBe('OTHER')
  })
})
