// A module named as Apple's, for Linux only, so that an Apple project's
// `import CoreTransferable` builds unchanged: it is TrellisTransferable (`Transferable` and its
// representations, with `UTType` and `NSItemProvider`). See the porting article for the
// manifest.
@_exported import TrellisTransferable
