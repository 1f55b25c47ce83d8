import Foundation

/// The URLs a program was started with, which the app's first window opens
/// (`onOpenURL`): each argument that is a URL with a scheme (`notes://open/42`,
/// `mailto:ana@example.org`), or a path to an existing file or folder, as a file URL.
/// Options (`-v`, `--name`) and other words are left to the program.
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

  /// Whether `argument` starts with a URL scheme of two or more characters and a colon
  /// (a letter, then letters, digits, `+`, `-` or `.`): a drive letter or a word alone is
  /// none.
  private static func hasScheme(_ argument: String) -> Bool {
    guard let colon = argument.firstIndex(of: ":") else { return false }
    let scheme = argument[..<colon]
    guard scheme.count >= 2, let first = scheme.first, first.isASCII, first.isLetter else {
      return false
    }
    return scheme.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
    } && argument.index(after: colon) < argument.endIndex
  }
}
