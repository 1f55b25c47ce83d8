// Only where Apple's UniformTypeIdentifiers and Foundation lack these types: see
// AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  // Foundation's strings and URLs go in and out of item providers as Apple's do: a string as
  // UTF-8 text, a URL as its absolute string (a file URL also as `public.file-url`).

  extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
      [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      guard let text = String(data: data, encoding: .utf8),
        let string = NSString(string: text) as? Self
      else {
        throw NSItemProvider.error(
          .unavailableCoercionError, "The \(typeIdentifier) data is not UTF-8 text")
      }
      return string
    }

    public static var writableTypeIdentifiersForItemProvider: [String] {
      [UTType.utf8PlainText.identifier]
    }

    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?)
        -> Void
    ) -> Progress? {
      completionHandler(Data(String(self).utf8), nil)
      return nil
    }
  }

  extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
      [UTType.url.identifier, UTType.utf8PlainText.identifier, UTType.plainText.identifier]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
      -> Self
    {
      let text = String(data: data, encoding: .utf8)?.trimmingCharacters(
        in: .whitespacesAndNewlines)
      guard let text, !text.isEmpty, let url = NSURL(string: text) as? Self, url.scheme != nil
      else {
        throw NSItemProvider.error(
          .unavailableCoercionError, "The \(typeIdentifier) data is not a URL")
      }
      return url
    }

    public static var writableTypeIdentifiersForItemProvider: [String] {
      [UTType.url.identifier, UTType.utf8PlainText.identifier]
    }

    public var writableTypeIdentifiersForItemProvider: [String] {
      let types = Self.writableTypeIdentifiersForItemProvider
      return isFileURL ? [UTType.fileURL.identifier] + types : types
    }

    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?)
        -> Void
    ) -> Progress? {
      completionHandler(Data(absoluteString.utf8), nil)
      return nil
    }
  }
#endif
