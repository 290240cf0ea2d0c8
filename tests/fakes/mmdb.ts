/**
 * Writes a tiny MaxMind DB (MMDB format 2.0, IPv4, 24-bit records) that maps one /8 network
 * to a city and region, so get-user-location's database path is tested with the real reader
 * (the `maxmind` package) on a file made here, not on a downloaded GeoLite2 database.
 */
type Value = string | number | Value[] | { [key: string]: Value }

function control(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('this writer keeps every value under 29 bytes or entries')
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7])
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([control(2, bytes.length), bytes])
  }
  if (typeof value === 'number') {
    // uint32, big-endian, without leading zero bytes.
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(value)
    const trimmed = bytes.subarray(bytes.findIndex((b) => b !== 0) === -1 ? 4 : bytes.findIndex((b) => b !== 0))
    return Buffer.concat([control(6, trimmed.length), trimmed])
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)])
  const entries = Object.entries(value)
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, v]) => [encode(key), encode(v)])])
}

/** An MMDB file where every address of `firstOctet`.0.0.0/8 has `record`, and no other address has any. */
export function singleNetworkMmdb(firstOctet: number, record: Value): Buffer {
  const depth = 8
  const nodeCount = depth
  const noData = nodeCount
  const dataPointer = nodeCount + 16 // the record is the data section's first value
  const tree = Buffer.alloc(nodeCount * 6)
  for (let i = 0; i < depth; i++) {
    const bit = (firstOctet >> (7 - i)) & 1
    const onPath = i < depth - 1 ? i + 1 : dataPointer
    tree.writeUIntBE(bit === 0 ? onPath : noData, i * 6, 3)
    tree.writeUIntBE(bit === 1 ? onPath : noData, i * 6 + 3, 3)
  }
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: 'GeoLite2-City',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: Math.floor(Date.now() / 1000),
    description: { en: 'test city database' },
  })
  return Buffer.concat([tree, Buffer.alloc(16), encode(record), Buffer.from('\xAB\xCD\xEFMaxMind.com', 'latin1'), metadata])
}
