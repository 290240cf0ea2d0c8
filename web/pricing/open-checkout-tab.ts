/**
 * Opens a new tab now, inside the click (a pop-up blocker allows only that), with no way back to
 * this page. `null` when the browser refused it: the caller then goes to checkout in this tab.
 */
export function openCheckoutTab(url = ''): Window | null {
  const tab = window.open(url, '_blank')
  if (tab) tab.opener = null
  return tab
}
