// s3rver 3.7 ships no types; the few members the tests use.
declare module 's3rver' {
  type Options = {
    port?: number
    address?: string
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs?: string[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
