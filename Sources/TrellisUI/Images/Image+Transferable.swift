import Foundation

extension Image: Transferable {
  /// An image from resources travels as its file's bytes (PNG, JPEG or SVG, typed as an
  /// image); a symbol, or an image whose file is missing, throws: Trellis does not render
  /// images to bitmaps outside a host.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .image) { image in
      guard let file = await image.resource?.file else {
        throw ImageExportError(image: image)
      }
      return try Data(contentsOf: file.url)
    }
  }
}

/// Why an image could not be exported: it is a symbol, or its file is not found.
struct ImageExportError: Error, CustomStringConvertible {
  let image: Image
  var description: String {
    if let name = image.systemName {
      return "The symbol image “\(name)” has no bitmap to export"
    }
    return "The image “\(image.resource?.name ?? "")” has no file to export"
  }
}
