// Adds the lockfile entries npm leaves out for native packages of other platforms.
//
// The npm registry mirror of our machines serves only this platform's (linux-x64) builds of
// packages such as @next/swc-* and @rollup/rollup-*, so `npm install` silently drops the
// other platforms' optional dependencies from package-lock.json, and `npm ci` then refuses
// the lockfile as out of sync. An entry with the package's os/cpu/libc is all `npm ci`
// needs: it never installs a package for another platform. Run after `npm install`:
//   node .ci/complete-lockfile.mjs
// Can go when the mirror serves every platform's builds (docs/decisions/012).
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix', 'netbsd']
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  if (!os || !cpu) return null
  const libc = parts.includes('musl') ? ['musl'] : os === 'linux' && parts.includes('gnu') ? ['glibc'] : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) }
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Where npm would look for it: beside the dependent package, then up the tree.
    const base = location ? `${location}/node_modules/` : 'node_modules/'
    const candidates = []
    let dir = location
    for (;;) {
      candidates.push(`${dir ? `${dir}/` : ''}node_modules/${dep}`)
      if (!dir) break
      const cut = dir.lastIndexOf('/node_modules/')
      dir = cut === -1 ? '' : dir.slice(0, cut)
    }
    if (candidates.some((c) => packages[c])) continue
    const platform = platformOf(dep)
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) {
      console.warn(`complete-lockfile: left out ${dep}@${spec} (needed by ${location || 'the root'})`)
      continue
    }
    const at = location === '' ? `node_modules/${dep}` : `node_modules/${dep}`
    if (packages[at] && packages[at].version !== spec) {
      packages[`${base}${dep}`] = { version: spec, optional: true, ...platform }
    } else {
      packages[at] = { version: spec, optional: true, ...platform }
    }
    added++
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
lock.packages = sorted
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} entries for other platforms`)
