/**
 * fetch that tries again (up to three times) when a kept-alive connection was closed under it
 * (ECONNRESET), as browsers do.
 */
export async function fetchRetrying(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init)
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code
      if (attempt >= 3 || (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET')) throw error
    }
  }
}
