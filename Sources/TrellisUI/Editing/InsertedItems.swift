import Foundation

/// The item providers a host makes of what a person pastes or drops on a row with
/// `onInsert`: text, URLs and files, offered in the types Apple's platforms offer them in, so
/// that an `onInsert(of: [.plainText])`, `[.url]` or `[.fileURL]` written for them accepts
/// the same things here.
@_spi(TrellisHost) public enum _InsertedItems {
  /// One provider of `text` as UTF-8 plain text; when the text is a single URL, the provider
  /// offers it as a URL too (first, as the more specific type).
  public static func providers(forText text: String) -> [NSItemProvider] {
    let provider = NSItemProvider()
    if let url = singleURL(in: text) {
      // A URL and the text it was written as: `loadObject(ofClass: URL.self)` and
      // `loadObject(ofClass: String.self)` both find what they read.
      provider.registerDataRepresentation(
        forTypeIdentifier: UTType.url.identifier, visibility: .all
      ) { completion in
        completion(Data(url.absoluteString.utf8), nil)
        return nil
      }
    }
    provider.registerObject(text as NSString, visibility: .all)
    return [provider]
  }

  /// A provider per file, as a file dropped from a file manager is offered: as a file URL
  /// (and a URL), and as the file's contents in the type its extension says, named after it.
  /// Files that do not exist are left out.
  public static func providers(forFiles urls: [URL]) -> [NSItemProvider] {
    urls.compactMap { url in
      guard url.isFileURL, let provider = NSItemProvider(contentsOf: url) else { return nil }
      provider.registerObject(url as NSURL, visibility: .all)
      return provider
    }
  }

  /// What a terminal's paste holds: when every line of it (blank ones aside) is the path of an
  /// existing file (absolute, possibly quoted, or a `file://` URL), as a file manager pastes
  /// the files dragged into a terminal, a file provider per line; otherwise the text.
  public static func providers(forPaste text: String) -> [NSItemProvider] {
    let lines = text.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    let files = lines.map(existingFile)
    if !files.isEmpty, files.allSatisfy({ $0 != nil }) {
      return providers(forFiles: files.compactMap { $0 })
    }
    return providers(forText: text)
  }

  /// The URL `text` is, when it is one URL and nothing else: a scheme and, but for a few
  /// schemes without one (`mailto:`, `tel:`), a host; no spaces around or inside.
  static func singleURL(in text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace),
      let url = URL(string: trimmed), let scheme = url.scheme?.lowercased()
    else { return nil }
    let hostless: Set = ["mailto", "tel", "sms", "file", "urn", "data"]
    guard hostless.contains(scheme) || url.host?.isEmpty == false else { return nil }
    return url
  }

  /// The file a pasted line names, when it is an absolute path (as is, or in the single or
  /// double quotes some terminals put around a dragged path with spaces) or a `file://` URL
  /// of a file that exists.
  static func existingFile(_ line: String) -> URL? {
    var path = line
    if path.count >= 2, let first = path.first, first == "'" || first == "\"",
      path.last == first
    {
      path = String(path.dropFirst().dropLast())
    }
    let url: URL
    if path.hasPrefix("/") {
      url = URL(fileURLWithPath: path)
    } else if path.lowercased().hasPrefix("file://"), let fileURL = URL(string: path),
      fileURL.isFileURL
    {
      url = fileURL
    } else {
      return nil
    }
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
