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
      if hasScheme(argument), let url = URL(string: argument) { return url }
      guard isExisting(argument) else { return nil }
      return URL(fileURLWithPath: argument).standardizedFileURL
    }
  }

  /// Whether `argument` is a URL: a scheme (a letter, then letters, digits, `+`, `-` or `.`)
  /// and `://`, or one of the schemes written without slashes (`mailto:`, `tel:`...).
  /// `localhost:8080`, `key:value` and `notes.txt:12` are none.
  private static func hasScheme(_ argument: String) -> Bool {
    guard let colon = argument.firstIndex(of: ":"), argument.index(after: colon) < argument.endIndex
    else { return false }
    let scheme = argument[..<colon]
    guard scheme.count >= 2, let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
      })
    else { return false }
    return argument[colon...].hasPrefix("://") || opaqueSchemes.contains(scheme.lowercased())
  }

  /// Schemes whose URLs have no `//`.
  private static let opaqueSchemes: Set<String> = [
    "mailto", "tel", "sms", "urn", "news", "data", "magnet", "geo", "facetime",
  ]
}
