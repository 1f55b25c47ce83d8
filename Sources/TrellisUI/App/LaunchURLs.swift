import Foundation

/// The URLs a program was started with, which the app's first window with an `onOpenURL`
/// opens: each argument that is a URL (`notes://open/42`, `mailto:ana@example.org`), or a
/// path to an existing file or folder, as a file URL. Options (`-v`, `--name`) and other
/// words are left to the program.
enum _LaunchURLs {
  static func urls(
    in arguments: some Sequence<String>,
    isExisting: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> [URL] {
    arguments.compactMap { argument in
      guard !argument.isEmpty, !argument.hasPrefix("-") else { return nil }
      if let url = url(argument) { return url }
      guard isExisting(argument) else { return nil }
      return URL(fileURLWithPath: argument).standardizedFileURL
    }
  }

  /// `argument` as a URL, when it is one: Foundation reads its scheme, which must be followed
  /// by `://` or be one of the schemes written without slashes (`mailto:`, `tel:`...), with
  /// something after it. `localhost:8080`, `key:value`, `notes.txt:12` and a drive letter
  /// are none.
  private static func url(_ argument: String) -> URL? {
    guard let url = URL(string: argument), let scheme = url.scheme, scheme.count >= 2 else {
      return nil
    }
    let rest = argument.dropFirst(scheme.count + 1)
    guard !rest.isEmpty, rest.hasPrefix("//") || opaqueSchemes.contains(scheme.lowercased())
    else { return nil }
    return url
  }

  /// Schemes whose URLs have no `//`.
  private static let opaqueSchemes: Set<String> = [
    "mailto", "tel", "sms", "urn", "news", "data", "magnet", "geo", "facetime",
  ]
}
