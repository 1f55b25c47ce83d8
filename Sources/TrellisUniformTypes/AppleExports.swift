// On Apple's platforms `UTType` is UniformTypeIdentifiers' and `NSItemProvider` Foundation's.
// Ours would be other types of the same names: a program importing both modules could not
// name either without qualifying it, and values of ours could not go to Apple's APIs (a
// drop's providers, `onInsert`'s types in real SwiftUI). So there every other file of this
// module compiles to nothing and the module hands on Apple's, and code written against
// TrellisUniformTypes builds unchanged on both.
#if canImport(Darwin)
  @_exported import Foundation
  @_exported import UniformTypeIdentifiers
#endif
