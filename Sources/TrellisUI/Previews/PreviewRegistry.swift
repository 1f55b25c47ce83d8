/// What the `#Preview` macro declares for each preview, so that the running program finds it.
/// Use the macro; a registry written by hand is not supported.
public protocol PreviewRegistry {
  /// The file the preview is in, as `#fileID` gives it (`Module/File.swift`).
  static var fileID: String { get }
  /// The line of the `#Preview`.
  static var line: Int { get }
  /// The column of the `#Preview`.
  static var column: Int { get }
  /// Makes the preview.
  @MainActor static func makePreview() throws -> Preview
}

/// A record `#Preview` places in the `trellis_previews` section: a value that marks it as one,
/// then a function that writes the preview's registry type (an `Any.Type`) to the memory given.
/// Public only because the macro's expansion, in the user's module, names it.
public typealias _PreviewRecord = (UInt64, @convention(c) (UnsafeMutableRawPointer) -> Void)

/// The first field of a valid ``_PreviewRecord``.
let _previewRecordMagic: UInt64 = 0x5452_5052_5657_0001
