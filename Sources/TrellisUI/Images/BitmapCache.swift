import Foundation

/// The decoded pixels of the image files drawn so far: a host that needs pixels (the
/// terminal) asks here on each repaint at no cost after the first. A PNG or JPEG is decoded
/// once; an SVG is read once and drawn once for each size it is shown at. A file that fails
/// to decode is named in a warning once, with the reason.
@_spi(TrellisHost) @MainActor public enum _BitmapCache {
  private static var decoded: [URL: _RGBABitmap?] = [:]
  /// SVG files read (or the reason they could not be), by file.
  private static var documents: [URL: Result<_SVGDocument, _SVGError>] = [:]
  /// SVG files drawn, by file and size in pixels.
  private static var drawn: [SVGDrawing: _RGBABitmap?] = [:]
  /// The pixels of the drawn SVGs kept, and how many may be before they are forgotten (a
  /// window resized through many sizes draws one for each).
  private static var drawnPixels = 0
  private static let drawnLimit = 16_000_000
  /// How many files were decoded (or SVGs drawn), for tests that check a repaint decodes
  /// nothing.
  package private(set) static var decodeCount = 0

  private struct SVGDrawing: Hashable {
    let url: URL
    let width: Int
    let height: Int
  }

  /// The pixels of `file` (a JPEG's upright, as its EXIF orientation says); `nil` for a file
  /// that fails to decode. An SVG is drawn `size` pixels large (its own size without one).
  @_spi(TrellisHost) public static func pixels(
    of file: _ImageFile, size: (width: Int, height: Int)? = nil
  ) -> _RGBABitmap? {
    if file.format == .svg { return svgPixels(of: file, size: size) }
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
    if let failure { warn(file, failure) }
    return bitmap
  }

  private static func svgPixels(of file: _ImageFile, size: (width: Int, height: Int)?)
    -> _RGBABitmap?
  {
    let width = max(1, size?.width ?? Int(file.pixelSize.width.rounded()))
    let height = max(1, size?.height ?? Int(file.pixelSize.height.rounded()))
    let key = SVGDrawing(url: file.url, width: width, height: height)
    if let known = drawn[key] { return known }
    decodeCount += 1
    let document =
      documents[file.url]
      ?? {
        let read: Result<_SVGDocument, _SVGError>
        if let bytes = try? [UInt8](Data(contentsOf: file.url)) {
          read = Result { () throws(_SVGError) in try _SVGDocument(bytes) }
        } else {
          read = .failure(.malformed("the file cannot be read", line: 0))
        }
        documents[file.url] = read
        return read
      }()
    var bitmap: _RGBABitmap?
    do {
      bitmap = try document.get().render(width: width, height: height)
    } catch {
      warn(file, error)
    }
    if drawnPixels + width * height > drawnLimit {
      drawn.removeAll()
      drawnPixels = 0
    }
    drawnPixels += width * height
    drawn[key] = .some(bitmap)
    return bitmap
  }

  private static func warn(_ file: _ImageFile, _ failure: any Error) {
    _RuntimeWarnings.warn("undecodable-image-\(file.url.path)") {
      "[Trellis] The image \(file.url.lastPathComponent) could not be decoded: \(failure)"
    }
  }
}
