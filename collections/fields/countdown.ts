import type { Field } from 'payload'
import { group, num, text } from '../Home/fields'

/**
 * A countdown's words and its deadline (docs/decisions/082): the date set here, or else
 * `default_hours` from the visitor's first visit (a cookie the server sets), so a reload
 * never starts it again.
 */
export const countdownFields = (label = 'Countdown'): Field =>
  group('countdown', label, [
    text('label'),
    {
      name: 'deadline',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: "The moment the offer ends. Empty: each visitor gets 'default hours' from their first visit",
      },
    },
    num('default_hours', 24),
    text('hours_label'),
    text('minutes_label'),
    text('seconds_label'),
  ])
