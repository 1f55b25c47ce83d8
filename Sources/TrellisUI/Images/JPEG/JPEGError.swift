/// Why a JPEG file could not be decoded.
@_spi(TrellisHost) public enum _JPEGError: Error, Equatable, CustomStringConvertible {
  /// The file does not start with JPEG's start-of-image marker.
  case notJPEG
  /// The file ends inside a segment or inside the compressed image data.
  case truncated
  /// A segment or the compressed data is not valid.
  case corrupt(String)
  /// A feature this decoder leaves out (arithmetic coding, 12-bit samples, lossless and
  /// hierarchical JPEG).
  case unsupported(String)

  @_spi(TrellisHost) public var description: String {
    switch self {
    case .notJPEG: return "not a JPEG file (no start-of-image marker)"
    case .truncated: return "the JPEG file is cut short"
    case .corrupt(let reason): return "the JPEG file is corrupt: \(reason)"
    case .unsupported(let feature): return "the JPEG uses \(feature), which is not supported"
    }
  }
}
