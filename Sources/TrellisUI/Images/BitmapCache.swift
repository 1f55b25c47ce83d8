import Foundation

/// The decoded pixels of the PNG files drawn so far, each file decoded once: a host that
/// needs pixels (the terminal) asks here on each repaint at no cost after the first. A file
/// that fails to decode is named in a warning once, with the reason.
@_spi(TrellisHost) @MainActor public enum _BitmapCache {
  private static var decoded: [URL: Result<_RGBABitmap, _PNGError>] = [:]
  /// How many files were decoded, for tests that check a repaint decodes nothing.
  package private(set) static var decodeCount = 0

  /// The pixels of `file`; `nil` for a file that is not a PNG or that fails to decode.
  @_spi(TrellisHost) public static func pixels(of file: _ImageFile) -> _RGBABitmap? {
    guard file.format == .png else { return nil }
    if let known = decoded[file.url] { return try? known.get() }
    decodeCount += 1
    let result: Result<_RGBABitmap, _PNGError>
    do {
      let bytes = try [UInt8](Data(contentsOf: file.url))
      result = .success(try _PNGDecoder.decode(bytes))
    } catch let error as _PNGError {
      result = .failure(error)
    } catch {
      result = .failure(.truncated)
    }
    decoded[file.url] = result
    if case .failure(let error) = result {
      _RuntimeWarnings.warn("undecodable-image-\(file.url.path)") {
        "[Trellis] The image \(file.url.lastPathComponent) could not be decoded: \(error)"
      }
    }
    return try? result.get()
  }
}
