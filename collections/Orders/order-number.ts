import { randomInt } from 'node:crypto'

// No 0/O or 1/I/L: a number read out over the phone or copied by hand comes back the same.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const LENGTH = 10

/**
 * The order number buyers see (thank-you page, receipts): ten random characters in two groups,
 * `K7Q2M-X9D4R`, about 49 bits. Unlike the database id it says nothing about how many orders
 * there are, and one order's number does not lead to another's (issue 38).
 */
export function newOrderNumber(): string {
  let code = ''
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `${code.slice(0, LENGTH / 2)}-${code.slice(LENGTH / 2)}`
}

export const ORDER_NUMBER = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/
