import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, signInToAdmin, watchPage } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium'
import { withVisitorCountry } from '../support/visitor-country'

/**
 * Issue 18, acceptance: "a testimonial embed host added in site settings is allowed by the CSP
 * after publish, and one not added is still refused". The outside hosts are one HTTPS server
 * on 127.0.0.1 (a self-signed certificate made here with openssl) under two names that only
 * this test's Chromium resolves to it: the embed hosts accept https only, loopback included.
 */
const LISTED = 'widgets.embeds.test'
const UNLISTED = 'unlisted.embeds.test'
const WALL_HEADING = 'Wall of love from the outside host'

type Violation = { blockedURI: string; violatedDirective: string }

describe('embed hosts a marketer allows, in the browser', () => {
  let outside: https.Server
  let port = 0
  const hostsAsked: string[] = []
  let browser: Browser
  let certDir = ''
  let original: Record<string, any> | undefined
  /** The home page's testimonial widget section, from the CMS: its heading (also the frame's title) and placeholder. */
  let widget: { heading: string; placeholder: string }

  beforeAll(async () => {
    certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-hosts-'))
    const key = path.join(certDir, 'key.pem')
    const cert = path.join(certDir, 'cert.pem')
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        `/CN=${LISTED}`,
        '-addext',
        `subjectAltName=DNS:${LISTED},DNS:${UNLISTED}`,
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    )
    outside = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
      hostsAsked.push(String(req.headers.host))
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><title>Wall</title><h1>${WALL_HEADING}</h1></html>`)
    })
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve))
    port = (outside.address() as AddressInfo).port
    const [, ...rest] = CHROMIUM_ARGS.find((arg) => arg.startsWith('--host-resolver-rules='))!.split('=')
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules=')),
        // The two outside names reach the local server; every other name still fails.
        `--host-resolver-rules=MAP ${LISTED} 127.0.0.1, MAP ${UNLISTED} 127.0.0.1, ${rest.join('=')}`,
        '--ignore-certificate-errors',
      ],
    })
    original = (await api('/api/globals/site-settings?depth=0', { as: 'admin' })).body
    widget = (await api('/api/globals/home')).body.testimonial_widget
  })

  afterAll(async () => {
    if (original) {
      const { embeds, embed_hosts } = original
      expect((await api('/api/globals/site-settings', { method: 'POST', as: 'admin', body: { embeds, embed_hosts } })).status).toBe(200)
    }
    await browser?.close()
    await new Promise((resolve) => outside?.close(resolve))
    if (certDir) fs.rmSync(certDir, { recursive: true, force: true })
  })

  /** Publishes the testimonial widget URL (and the allowed testimonial hosts) as a marketer. */
  async function publish(widgetHost: string, allowed: string[]) {
    const saved = await api('/api/globals/site-settings', {
      method: 'POST',
      as: 'marketer',
      body: {
        embeds: { ...original!.embeds, testimonial_widget_url: `https://${widgetHost}:${port}/wall` },
        embed_hosts: { ...original!.embed_hosts, testimonial_widget: allowed },
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  }

  /** The home page with the testimonial widget scrolled into view, and the CSP violations it reported. */
  async function openHome(): Promise<{ page: Page; violations: () => Promise<Violation[]>; consoleErrors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: withVisitorCountry() })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    const consoleErrors: string[] = []
    const pageErrors: string[] = []
    watchPage(page, consoleErrors, pageErrors)
    await page.addInitScript(() => {
      const seen: { blockedURI: string; violatedDirective: string }[] = []
      ;(window as unknown as { __violations: typeof seen }).__violations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({ blockedURI: event.blockedURI, violatedDirective: event.violatedDirective }),
      )
    })
    const res = await page.goto(`${baseUrl()}/`)
    expect(res?.status()).toBe(200)
    // The frame loads lazily: bring the section into view, as a visitor scrolling down would
    // (without a widget the page may frame, there is no section: docs/decisions/083).
    const section = page.getByRole('region', { name: widget.heading })
    if (await section.count()) await section.scrollIntoViewIfNeeded()
    expect(pageErrors).toEqual([])
    return {
      page,
      consoleErrors,
      violations: () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
    }
  }

  it('a testimonial host added in Site settings is framed after publish', async () => {
    await publish(LISTED, [])
    expect((await fetch(`${baseUrl()}/`)).headers.get('content-security-policy')).not.toContain(LISTED)

    // The marketer adds the widget's host in the admin and saves (Site settings has no drafts).
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: withVisitorCountry() })
    const adminPage = await admin.newPage()
    await signInToAdmin(adminPage, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    await adminPage.goto(`${baseUrl()}/admin/globals/site-settings`)
    // Payload's tag input is not tied to its label: find the field by its label, then its combobox.
    const hosts = adminPage
      .locator('.field-type.text', { has: adminPage.getByText('Testimonial widgets', { exact: true }) })
      .getByRole('combobox')
    await hosts.fill(`https://${LISTED}:${port}`)
    await hosts.press('Enter')
    await adminPage.getByRole('button', { name: 'Save' }).click()
    await adminPage.getByText('Updated successfully.').waitFor()
    await screenshot(adminPage, 'embed-hosts-admin.png')
    await admin.close()

    const csp = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy') ?? ''
    const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ')
    expect(frameSrc).toContain(`https://${LISTED}:${port}`)
    expect(frameSrc).not.toContain(`https://${UNLISTED}:${port}`)

    const { page, violations, consoleErrors } = await openHome()
    await page.frameLocator(`iframe[title="${widget.heading}"]`).getByRole('heading', { name: WALL_HEADING }).waitFor()
    await screenshot(page, 'embed-hosts-listed.png')
    expect(await violations()).toEqual([])
    expect(consoleErrors).toEqual([])
    expect(hostsAsked).toContain(`${LISTED}:${port}`)
    await page.context().close()
  })

  it('a host not added is still refused: the header leaves it out, the page shows its fallback, the browser blocks a frame of it', async () => {
    await publish(UNLISTED, [`https://${LISTED}:${port}`])
    const asked = hostsAsked.length

    const csp = (await fetch(`${baseUrl()}/`)).headers.get('content-security-policy') ?? ''
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).not.toContain(`https://${UNLISTED}:${port}`)

    const { page, violations, consoleErrors } = await openHome()
    // The page leaves the section out, heading included, rather than a frame the browser would refuse.
    expect(await page.getByRole('heading', { name: widget.heading }).count()).toBe(0)
    expect(await page.locator('iframe').count()).toBe(0)
    expect(await violations()).toEqual([])
    expect(consoleErrors).toEqual([])

    // The browser refuses the host all the same: a frame of it put into the page is blocked.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.title = 'Unlisted widget'
      document.querySelector('main')!.append(frame)
    }, `https://${UNLISTED}:${port}/wall`)
    await expect.poll(violations).toEqual([{ blockedURI: `https://${UNLISTED}:${port}`, violatedDirective: 'frame-src' }])
    await screenshot(page, 'embed-hosts-unlisted.png')
    // Cross-origin, the report names the origin only. Chromium logs the refusal, and not one
    // request reached the unlisted host.
    expect(consoleErrors.join('\n')).toMatch(
      new RegExp(`Framing 'https://${UNLISTED}:${port}/' violates|Refused to frame 'https://${UNLISTED}:${port}/`),
    )
    expect(hostsAsked.slice(asked)).toEqual([])
    await page.context().close()
  })
})
