import Foundation

/// The decoded pixels of the PNG and JPEG files drawn so far, each file decoded once: a host
/// that needs pixels (the terminal) asks here on each repaint at no cost after the first. A
/// file that fails to decode is named in a warning once, with the reason.
@_spi(TrellisHost) @MainActor public enum _BitmapCache {
  private static var decoded: [URL: _RGBABitmap?] = [:]
  /// How many files were decoded, for tests that check a repaint decodes nothing.
  package private(set) static var decodeCount = 0

  /// The pixels of `file` (a JPEG's upright, as its EXIF orientation says); `nil` for a file
  /// that is neither PNG nor JPEG or that fails to decode.
  @_spi(TrellisHost) public static func pixels(of file: _ImageFile) -> _RGBABitmap? {
    guard file.format == .png || file.format == .jpeg else { return nil }
    if let known = decoded[file.url] { return known }
    decodeCount += 1
    var bitmap: _RGBABitmap?
    var failure: (any Error)?
    do {
      let bytes = try [UInt8](Data(contentsOf: file.url))
      bitmap =
        file.format == .png ? try _PNGDecoder.decode(bytes) : try _JPEGDecoder.decode(bytes)
    } catch {
      failure = error
    }
    decoded[file.url] = .some(bitmap)
    if let failure {
      _RuntimeWarnings.warn("undecodable-image-\(file.url.path)") {
        "[Trellis] The image \(file.url.lastPathComponent) could not be decoded: \(failure)"
      }
    }
    return bitmap
  }
}
