import { describe, expect, it } from 'vitest'
import { leadModalLead, readValidationMessage } from '../../contracts/leads'
import { computeMarkup } from '../../web/home/markup'
import { computeRoi, formatDollars, SPEC_ROI_CONSTANTS } from '../../web/home/roi'
import { scrollDepthPercent } from '../../web/home/useScrollGates'
import { fillTemplate } from '../../contracts/fill-template'

describe('ROI formula (spec section 9)', () => {
  it('gives $9,950 a month for the defaults: 5 clients, 15 h/week, $2,000 per client', () => {
    const roi = computeRoi({ clients: 5, hoursPerWeek: 15, avgClientValue: 2000 })
    expect(roi).toEqual({
      hoursSavedPerMonth: 36, // 15 × 4 × 0.6
      timeValue: 3600, // × $100
      toolsSavings: 350, // 7 × $50
      newClientsPerMonth: 3, // floor(36 / 10)
      newRevenue: 6000,
      totalMonthlyGain: 9950,
      yearlyGain: 119_400,
    })
    expect(formatDollars(roi.totalMonthlyGain)).toBe('$9,950')
  })

  it('covers the slider ends', () => {
    expect(computeRoi({ clients: 50, hoursPerWeek: 40, avgClientValue: 10_000 }).totalMonthlyGain).toBe(9600 + 350 + 9 * 10_000)
    expect(computeRoi({ clients: 1, hoursPerWeek: 5, avgClientValue: 500 }).totalMonthlyGain).toBe(1200 + 350 + 1 * 500)
  })

  it('takes its constants from the CMS', () => {
    const roi = computeRoi(
      { clients: 5, hoursPerWeek: 10, avgClientValue: 1000 },
      { ...SPEC_ROI_CONSTANTS, hourlyValue: 50, toolsReplaced: 0 },
    )
    expect(roi.totalMonthlyGain).toBe(24 * 50 + 0 + 2 * 1000)
  })
})

describe('markup calculator (spec section 9)', () => {
  it('shows revenue, profit and a whole-number margin for the defaults', () => {
    expect(computeMarkup(500, 10)).toEqual({ revenue: 5000, profit: 4500, marginPercent: 90, costBarPx: 80, revenueBarPx: 400 })
  })
  it('grows the revenue bar 80 px per multiple, capped at 400 px', () => {
    expect(computeMarkup(500, 3).revenueBarPx).toBe(240)
    expect(computeMarkup(500, 5).revenueBarPx).toBe(400)
    expect(computeMarkup(2000, 20).revenueBarPx).toBe(400)
  })
  it('rounds the margin to no decimals', () => {
    expect(computeMarkup(100, 3).marginPercent).toBe(67)
    expect(computeMarkup(100, 2).marginPercent).toBe(50)
  })
})

describe('lead modal validation order (spec section 5)', () => {
  const first = (values: Record<string, unknown>) => {
    const result = leadModalLead.safeParse({ modal_context: 'hero', ...values })
    return result.success ? null : readValidationMessage(result.error.issues[0]!.message)
  }
  it('checks first name, last name, email, phone, then MRR', () => {
    expect(first({})).toEqual({ title: 'First name too short', text: 'Please enter at least 2 characters for your first name.' })
    expect(first({ first_name: ' A ' })?.title).toBe('First name too short')
    expect(first({ first_name: 'Ann' })).toEqual({
      title: 'Last name too short',
      text: 'Please enter at least 2 characters for your last name.',
    })
    expect(first({ first_name: 'Ann', last_name: 'Lee' })).toEqual({ title: 'Email required', text: 'Please enter your email address.' })
    expect(first({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' })).toEqual({
      title: 'Phone required',
      text: 'Please enter your phone number.',
    })
    expect(first({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '555 0100' })).toEqual({
      title: 'MRR required',
      text: 'Please select your monthly recurring revenue range.',
    })
    expect(
      first({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '555 0100', monthly_recurring_revenue: '$100,000+' }),
    ).toBeNull()
  })
})

describe('counters and gates', () => {
  it('measures scroll depth against the scrollable height', () => {
    expect(scrollDepthPercent(0, 3000, 1000)).toBe(0)
    expect(scrollDepthPercent(600, 3000, 1000)).toBe(30)
    expect(scrollDepthPercent(2000, 3000, 1000)).toBe(100)
  })
  it('fills CMS templates', () => {
    expect(fillTemplate('Get Started Now - Save {amount}/mo', { amount: '$9,950' })).toBe('Get Started Now - Save $9,950/mo')
    expect(fillTemplate('Hi {unknown}', {})).toBe('Hi {unknown}')
  })
})
