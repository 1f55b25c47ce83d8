// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  extension String: Transferable {
    /// Text travels as UTF-8 plain text, and is made from any plain text.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(contentType: .utf8PlainText) {
        Data($0.utf8)
      } importing: { data in
        try String.decoding(data, as: .utf8PlainText)
      }
      DataRepresentation(importedContentType: .plainText) { data in
        try String.decoding(data, as: .plainText)
      }
    }

    /// The text UTF-8 `data` holds. - Throws: When the bytes are not UTF-8.
    static func decoding(_ data: Data, as type: UTType) throws -> String {
      guard let text = String(data: data, encoding: .utf8) else {
        throw TransferError.notUTF8(type)
      }
      return text
    }
  }

  extension Never: Transferable {
    /// Never a value: the type of a share preview's missing image or icon.
    public static var transferRepresentation: Never {
      // A `return` keeps the protocol's builder out of this body.
      return fatalError("Never has no transfer representation")
    }
  }

  extension Data: Transferable {
    /// Bytes travel as themselves, as generic data.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(contentType: .data) {
        $0
      } importing: {
        $0
      }
    }
  }

  extension URL: Transferable {
    /// A URL travels as its absolute string, typed as a URL (a file URL as a file URL, which
    /// conforms to URL); it is made from either.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(exportedContentType: .fileURL) { Data($0.absoluteString.utf8) }
        .exportingCondition { $0.isFileURL }
      DataRepresentation(contentType: .url) {
        Data($0.absoluteString.utf8)
      } importing: {
        data in
        let text = try String.decoding(data, as: .url)
        guard let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw TransferError.noRepresentation(.url, URL.self) }
        return url
      }
    }
  }

  extension AttributedString: Transferable {
    /// Attributed text travels as its characters, UTF-8 plain text, and is made from plain
    /// text (without attributes). Apple's also carries its attributes as rich text.
    public static var transferRepresentation: some TransferRepresentation {
      ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
  }
#endif
