import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads `AsyncImage`'s URLs into image files the hosts draw: a `file:` URL whose extension
/// names its format is used where it is; other files and downloads are written, under a name
/// made from their URL and with their format's extension, to a folder in the temporary
/// directory, so that every host reads them as it reads an image from resources.
enum _AsyncImageLoader {
  /// What a load is for: the view's URL and scale (its task's identity).
  struct Request: Equatable, Sendable {
    let url: URL?
    let scale: CGFloat
  }

  /// Why a URL gave no image.
  enum Failure: Error, Equatable, CustomStringConvertible {
    /// The URL's scheme is not `file`, `http` or `https`.
    case unsupportedScheme(String)
    /// The server answered with this status instead of the image.
    case httpStatus(Int)
    /// The bytes are not a PNG, JPEG or SVG image, or a PNG's do not decode.
    case notAnImage
    /// The scale is not a positive number.
    case invalidScale(CGFloat)

    var description: String {
      switch self {
      case .unsupportedScheme(let scheme):
        return "AsyncImage loads file, http and https URLs, not “\(scheme):” ones."
      case .httpStatus(let status):
        return "The server answered with HTTP status \(status), not an image."
      case .notAnImage: return "The URL's contents are not a PNG, JPEG or SVG image."
      case .invalidScale(let scale): return "An image's scale must be positive, not \(scale)."
      }
    }
  }

  /// The image at `url`, or why there is none.
  static func load(_ url: URL, scale: CGFloat) async -> Result<_ImageFile, any Error> {
    guard scale > 0, scale.isFinite else { return .failure(Failure.invalidScale(scale)) }
    do {
      let scheme = url.scheme?.lowercased() ?? ""
      let data: Data
      switch scheme {
      case "file":
        if let format = _ImageFile.format(ofExtension: url.pathExtension),
          let file = _ImageFile(url: url, scale: scale), try isDecodable(url, format: format)
        {
          return .success(file)
        }
        data = try Data(contentsOf: url)
      case "http", "https":
        let (body, response) = try await URLSession.shared.data(from: url)
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
          return .failure(Failure.httpStatus(status))
        }
        data = body
      default:
        return .failure(Failure.unsupportedScheme(scheme))
      }
      try Task.checkCancellation()
      return .success(try store(data, for: url, scale: scale))
    } catch {
      return .failure(error)
    }
  }

  /// Whether a PNG at `url` decodes, or an SVG reads (a JPEG is drawn by the host, which
  /// shows its placeholder if it cannot).
  private static func isDecodable(_ url: URL, format: _ImageFile.Format) throws -> Bool {
    try check(Data(contentsOf: url), format: format)
    return true
  }

  /// Throws the reason a PNG does not decode or an SVG is not one that can be drawn.
  private static func check(_ data: Data, format: _ImageFile.Format) throws {
    switch format {
    case .png: _ = try _PNGDecoder.decode([UInt8](data))
    case .svg: _ = try _SVGDocument([UInt8](data))
    case .jpeg: break
    }
  }

  /// Writes `data` where hosts read it, named after `url` and its format.
  private static func store(_ data: Data, for url: URL, scale: CGFloat) throws -> _ImageFile {
    guard let format = sniffedFormat(of: data) else { throw Failure.notAnImage }
    try check(data, format: format)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-async-images", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let name = "\(stableHash(url.absoluteString))-\(data.count)"
    let ext = format == .jpeg ? "jpg" : format.rawValue
    let file = folder.appendingPathComponent(name).appendingPathExtension(ext)
    try data.write(to: file, options: .atomic)
    guard let image = _ImageFile(url: file, scale: scale) else { throw Failure.notAnImage }
    return image
  }

  /// The format the bytes are in, by their signature (an SVG by its root element).
  static func sniffedFormat(of data: Data) -> _ImageFile.Format? {
    let head = [UInt8](data.prefix(512))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    if let text = String(bytes: head, encoding: .utf8) ?? String(bytes: head, encoding: .ascii),
      text.contains("<svg")
    {
      return .svg
    }
    return nil
  }

  /// FNV-1a of `text`, in hexadecimal: the same URL names the same file in every run.
  private static func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
