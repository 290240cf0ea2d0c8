import { groupDigits } from '../lib/digits'

/** The ROI formula of spec section 9, used by both calculators. Constants come from the CMS. */
export type RoiConstants = {
  weeksPerMonth: number // 4
  automationFactor: number // 0.6
  hourlyValue: number // 100
  toolsReplaced: number // 7
  toolMonthlyCost: number // 50
  hoursPerNewClient: number // 10
}

export const SPEC_ROI_CONSTANTS: RoiConstants = {
  weeksPerMonth: 4,
  automationFactor: 0.6,
  hourlyValue: 100,
  toolsReplaced: 7,
  toolMonthlyCost: 50,
  hoursPerNewClient: 10,
}

export type RoiInput = { clients: number; hoursPerWeek: number; avgClientValue: number }

export type RoiResult = {
  hoursSavedPerMonth: number
  timeValue: number
  toolsSavings: number
  newClientsPerMonth: number
  newRevenue: number
  totalMonthlyGain: number
  yearlyGain: number
}

export function computeRoi({ hoursPerWeek, avgClientValue }: RoiInput, c: RoiConstants = SPEC_ROI_CONSTANTS): RoiResult {
  // Rounded to cents: 15 × 4 × 0.6 is 35.99999… in floating point.
  const hoursSavedPerMonth = Math.round(hoursPerWeek * c.weeksPerMonth * c.automationFactor * 100) / 100
  const timeValue = hoursSavedPerMonth * c.hourlyValue
  const toolsSavings = c.toolsReplaced * c.toolMonthlyCost
  const newClientsPerMonth = Math.floor(hoursSavedPerMonth / c.hoursPerNewClient)
  const newRevenue = newClientsPerMonth * avgClientValue
  const totalMonthlyGain = Math.round(timeValue + toolsSavings + newRevenue)
  return {
    hoursSavedPerMonth,
    timeValue,
    toolsSavings,
    newClientsPerMonth,
    newRevenue,
    totalMonthlyGain,
    yearlyGain: totalMonthlyGain * 12,
  }
}

/** "$9,950" */
export const formatDollars = (amount: number) => `$${groupDigits(Math.round(amount))}`
