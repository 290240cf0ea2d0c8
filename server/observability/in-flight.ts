/** Counts work in progress, so a shutdown can wait for it (socket events being answered). */
export class InFlight {
  private count = 0

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.count++
    try {
      return await work()
    } finally {
      this.count--
    }
  }

  get size(): number {
    return this.count
  }

  /** Resolves when nothing is in progress, or at the deadline (epoch ms) whatever is left. */
  async idle(deadline: number): Promise<void> {
    while (this.count > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
