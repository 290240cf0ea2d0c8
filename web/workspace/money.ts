let usd: Intl.NumberFormat | undefined

/**
 * 1143 → "$1,143.00". Intl.NumberFormat (issue 32), built once on first use: the workspace is
 * client-rendered behind sign-in, so its one-time cost never lands on a public page.
 */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(amount)
}
