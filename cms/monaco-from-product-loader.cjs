// A build-time loader (Turbopack/webpack) for Payload's admin bundle: @payloadcms/ui bundles
// @monaco-editor/loader, whose default loads Monaco from cdn.jsdelivr.net and which exports no
// way to configure it. This points that default at the copy the product serves
// (cms/monaco.mjs, docs/decisions/036), and stops the build if Payload starts asking for a
// monaco-editor version other than the one package.json pins.
const CDN = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@([^/"'`]+)\/min\/vs/g

module.exports = function monacoFromProduct(source) {
  const { vsPath, version } = this.getOptions()
  return source.replace(CDN, (_url, wanted) => {
    if (wanted !== version)
      throw new Error(
        `Payload's Monaco loader asks for monaco-editor@${wanted} but package.json pins ${version}: npm install monaco-editor@${wanted} --save-exact`,
      )
    return vsPath
  })
}
