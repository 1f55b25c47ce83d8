import Foundation

/// An image file found for a name: where it is, what format it is in, how many pixels it
/// has and how many of them make a point (2 for `logo@2x.png`). Read once per file; items
/// carry it, so comparing two frames' items compares these few values, never pixels.
@_spi(TrellisHost) public struct _ImageFile: Hashable, Sendable {
  /// The file's format, by its extension.
  @_spi(TrellisHost) public enum Format: String, Hashable, Sendable {
    /// PNG, which every host draws (the terminal decodes it itself).
    case png
    /// JPEG (`.jpg` or `.jpeg`).
    case jpeg
    /// SVG, rasterised by the host that draws it.
    case svg
  }

  @_spi(TrellisHost) public var url: URL
  @_spi(TrellisHost) public var format: Format
  /// Its width and height in pixels (an SVG's in its own units).
  @_spi(TrellisHost) public var pixelSize: CGSize
  /// Pixels per point: 1, 2 or 3.
  @_spi(TrellisHost) public var scale: CGFloat

  /// Its size in points: what an image that is not resizable takes.
  @_spi(TrellisHost) public var pointSize: CGSize {
    CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
  }

  /// The format of a file by its extension (`jpg` and `jpeg` are one).
  static func format(ofExtension ext: String) -> Format? {
    switch ext.lowercased() {
    case "png": return .png
    case "jpg", "jpeg": return .jpeg
    case "svg": return .svg
    default: return nil
    }
  }

  /// The file at `url`, scale `scale`, with its size read from its header; `nil` when it
  /// cannot be read or its header is not its format's.
  init?(url: URL, scale: CGFloat) {
    guard let format = Self.format(ofExtension: url.pathExtension),
      let handle = try? FileHandle(forReadingFrom: url)
    else { return nil }
    defer { try? handle.close() }
    // A JPEG's size is in its frame header, after its other segments (often an Exif
    // thumbnail); an SVG's in its root element. 256 KB reaches them in ordinary files.
    let head = (try? handle.read(upToCount: format == .png ? 32 : 256 * 1024)) ?? Data()
    guard let size = _ImageHeader.pixelSize(of: head, format: format) else { return nil }
    self.url = url
    self.format = format
    self.pixelSize = size
    self.scale = scale
  }
}

/// Reads an image's size from the start of its file, without decoding it.
enum _ImageHeader {
  static func pixelSize(of data: Data, format: _ImageFile.Format) -> CGSize? {
    let bytes = [UInt8](data)
    switch format {
    case .png: return pngSize(bytes)
    case .jpeg: return jpegSize(bytes)
    case .svg: return svgSize(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The signature, then the IHDR chunk: width and height as big-endian 32-bit numbers.
  static func pngSize(_ bytes: [UInt8]) -> CGSize? {
    guard bytes.count >= 24, Array(bytes[0..<8]) == _PNGDecoder.signature,
      bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: width, height: height)
  }

  /// The first start-of-frame segment's height and width, walking the segments from the
  /// start-of-image marker; swapped when an EXIF orientation before it turns the image a
  /// quarter (the size is the upright image's, as the pixels are decoded upright).
  static func jpegSize(_ bytes: [UInt8]) -> CGSize? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    var orientation = 1
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      // SOF0 to SOF15, but for DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        guard width > 0, height > 0 else { return nil }
        return _JPEGOrientation.swapsAxes(orientation)
          ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
      }
      guard length >= 2 else { return nil }
      if marker == 0xE1, index + 2 + length <= bytes.count {
        orientation =
          _JPEGOrientation.read(exif: bytes[(index + 4)..<(index + 2 + length)]) ?? orientation
      }
      index += 2 + length
    }
    return nil
  }

  /// The root element's `width` and `height` (in pixels, or in `pt`, `mm`, `cm`, `in`...),
  /// else its `viewBox`'s.
  static func svgSize(_ text: String) -> CGSize? {
    guard let start = text.range(of: "<svg"),
      let end = text[start.upperBound...].firstIndex(of: ">")
    else { return nil }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      guard let range = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)="),
        let quote = tag[range.upperBound...].first, quote == "\"" || quote == "'"
      else { return nil }
      let valueStart = tag.index(after: range.upperBound)
      guard let valueEnd = tag[valueStart...].firstIndex(of: quote) else { return nil }
      return String(tag[valueStart..<valueEnd])
    }
    func length(_ name: String) -> Double? {
      // A percentage is of a viewport the file does not know: the view box is used instead.
      guard let value = attribute(name), !value.hasSuffix("%"),
        let length = _SVGAttributes.length(value, percentOf: 0)
      else { return nil }
      return length > 0 ? Double(length) : nil
    }
    if let width = length("width"), let height = length("height") {
      return CGSize(width: width, height: height)
    }
    let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," })
      .compactMap { Double($0) }
    if let box, box.count == 4, box[2] > 0, box[3] > 0 {
      return CGSize(width: box[2], height: box[3])
    }
    return nil
  }
}
