// A module named as Apple's, for Linux only, so that an Apple project's
// `import UniformTypeIdentifiers` builds unchanged: it is TrellisUniformTypes (`UTType`, and
// `NSItemProvider`, which Apple's Foundation has). See the porting article for the manifest.
@_exported import TrellisUniformTypes
