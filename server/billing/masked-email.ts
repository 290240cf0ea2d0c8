/**
 * An address as someone other than its owner may see it: the first letter and the domain,
 * `o•••@example.org`, enough for the buyer to recognise, too little to write to.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email[0]}•••${email.slice(at)}`
}
