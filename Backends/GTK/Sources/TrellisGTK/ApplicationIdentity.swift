import CGtk
import Foundation

/// The desktop's name for the app: its application id (what `WM_CLASS`, the Wayland app id,
/// a `.desktop` file's name and the desktop's window grouping go by) and its display name
/// (what assistive technologies announce).
///
/// The id is the `App` type's module and name, `search_gtk.SearchApp` for `SearchApp` in the
/// `search-gtk` program; `TRELLIS_APP_ID` replaces it (a reverse-DNS name such as
/// `org.example.Notes`, to match an installed `.desktop` file).
struct ApplicationIdentity: Equatable {
  var id: String
  var name: String

  /// The identity of `appType` (nil for a preview: the program's name is used), unless
  /// `environment` names another id; an id GLib would refuse is reported and replaced.
  static func derive(
    appType: Any.Type?, processName: String = ProcessInfo.processInfo.processName,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) -> ApplicationIdentity {
    let qualified = appType.map { String(reflecting: $0) } ?? "trellis.\(processName)"
    let name = appType.map { String(describing: $0) } ?? processName
    let derived = id(from: qualified)
    guard let requested = environment["TRELLIS_APP_ID"], !requested.isEmpty else {
      return ApplicationIdentity(id: derived, name: name)
    }
    guard g_application_id_is_valid(requested) != 0 else {
      warn(
        "warning: TRELLIS_APP_ID \"\(requested)\" is not a valid application id (two or more "
          + "dot-separated elements of letters, digits, _ and -, none starting with a digit); "
          + "using \"\(derived)\"")
      return ApplicationIdentity(id: derived, name: name)
    }
    return ApplicationIdentity(id: requested, name: name)
  }

  /// A valid application id made of `qualified` (a Swift type's qualified name): each
  /// element keeps its letters, digits, `_` and `-` (anything else becomes `_`, a leading
  /// digit gets a `_` before it), and a single element gets `trellis.` in front.
  static func id(from qualified: String) -> String {
    // A generic type's arguments are part of its name, not further elements.
    let base = qualified.prefix { $0 != "<" }
    var elements = base.split(separator: ".", omittingEmptySubsequences: true).map { element in
      var text = String(
        element.unicodeScalars.map { scalar -> Character in
          scalar.isASCII
            && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-")
            ? Character(scalar) : "_"
        })
      if let first = text.first, first.isNumber { text = "_" + text }
      return text
    }
    if elements.isEmpty { elements = ["app"] }
    if elements.count == 1 { elements.insert("trellis", at: 0) }
    return String(elements.joined(separator: ".").prefix(255))
  }
}
