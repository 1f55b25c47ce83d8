import Foundation

/// The widget tree the GTK host writes after every frame when `TRELLIS_GTK_TREE` is set: the
/// main window, then each modal window, each with its widgets in reading order, and the number
/// of frames written so far. One line per item, fields separated by a TAB:
///
///     window  <title>  <width>  <height>  <modal 0|1>  [<content x>  <content y>]
///     <kind>  <x>  <y>  <width>  <height>  <sensitive 0|1>  <focused 0|1>  <state>  <text>
///     frame   <n>
struct WidgetTree: Equatable, CustomStringConvertible {
  var windows: [Window]
  var frame: Int

  /// A top-level window and its widgets; coordinates are pixels in the window's content.
  struct Window: Equatable {
    var title: String
    var width: Double
    var height: Double
    var isModal: Bool
    var widgets: [Widget]
    /// Where the content (and so the widgets' coordinates) starts in the X window: below
    /// the header bar.
    var contentX = 0.0
    var contentY = 0.0
  }

  /// A native widget, as GTK shows it.
  struct Widget: Equatable, CustomStringConvertible {
    enum Kind: String, CaseIterable {
      case label, button, check, `switch`, entry, password, scale, spin, separator, list, custom
      /// A searchable view's field (a GtkSearchEntry): its text, as an entry's.
      case searchEntry = "searchentry"
      /// A system symbol's icon and a drawn shape (a `Label`'s icon is one).
      case image, drawing
      /// An image from a file: its name, file and size in points (`dawn dawn.png 120x80`).
      case picture
      /// A disclosure group's expander, a group box's frame, a menu's button, a split view.
      case expander, frame, paned
      case menuButton = "menubutton"
      case splitMenuButton = "splitmenubutton"
      case toggleButton = "togglebutton"
      case textView = "textview"
      /// A progress view's or gauge's indicator: its fraction is the state (`-` while
      /// indeterminate), its label the text.
      case progressBar = "progressbar"
      case spinner
      case levelBar = "levelbar"
      case ring
      /// A picker's control, as its look draws it: the selected option's index is the state
      /// (`-1` for none), its title the text.
      case dropDown = "dropdown"
      case segmented
      case radioGroup = "radios"
      /// A tab view's bar: the selected tab's index is the state (`-1` for none), the tabs'
      /// titles, `|` between them, the text.
      case tabBar = "tabbar"
      /// A date picker's control, as its style draws it: a graphical calendar, a compact
      /// button showing the date, or a field.
      case calendar
      case dateButton = "datebutton"
      case dateEntry = "dateentry"
    }

    var kind: Kind
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var isSensitive: Bool
    var isFocused: Bool
    /// `1`/`0` for a check or switch, the value for a scale or spin button, `-` otherwise.
    var state: String
    /// A label's text, a button's title, a check's label, an entry's text, or a password
    /// entry's number of characters.
    var text: String

    /// Whether a check, switch or toggle button is on; nil for other kinds.
    var isActive: Bool? {
      kind == .check || kind == .switch || kind == .toggleButton ? state == "1" : nil
    }

    /// A scale's or spin button's value, or the fraction a progress view or gauge shows;
    /// nil for other kinds (and an indeterminate progress view).
    var value: Double? {
      switch kind {
      case .scale, .spin, .progressBar, .levelBar, .ring: return Double(state)
      default: return nil
      }
    }

    /// The centre, where a click lands.
    var centre: (x: Int, y: Int) { (Int(x + width / 2), Int(y + height / 2)) }

    var description: String {
      "\(kind.rawValue) \"\(text)\" at \(x),\(y) \(width)x\(height)"
        + "\(isSensitive ? "" : " insensitive")\(isFocused ? " focused" : "") state \(state)"
    }
  }

  /// The main window: the first one.
  var main: Window { windows[0] }

  /// The modal windows (sheets and alerts), back to front.
  var modals: [Window] { windows.filter(\.isModal) }

  var description: String {
    windows.map { window in
      "window \"\(window.title)\" \(window.width)x\(window.height)"
        + (window.isModal ? " modal" : "") + "\n"
        + window.widgets.map { "  \($0)\n" }.joined()
    }.joined() + "frame \(frame)"
  }
}

extension WidgetTree.Window {
  /// The widgets of `kind`, in reading order.
  func widgets(_ kind: WidgetTree.Widget.Kind) -> [WidgetTree.Widget] {
    widgets.filter { $0.kind == kind }
  }

  /// The first widget of `kind` whose text is `text`.
  func widget(_ kind: WidgetTree.Widget.Kind, _ text: String) -> WidgetTree.Widget? {
    widgets.first { $0.kind == kind && $0.text == text }
  }

  /// The texts of the widgets of `kind`, in reading order.
  func texts(_ kind: WidgetTree.Widget.Kind) -> [String] { widgets(kind).map(\.text) }

  /// The first label whose text starts with `prefix`.
  func label(startingWith prefix: String) -> WidgetTree.Widget? {
    widgets.first { $0.kind == .label && $0.text.hasPrefix(prefix) }
  }
}

/// Why a widget tree file could not be read.
struct WidgetTreeError: Error, Equatable, CustomStringConvertible {
  var line: Int
  var message: String
  var description: String { "widget tree line \(line): \(message)" }
}

extension WidgetTree {
  /// Parses the text of a widget tree file; throws `WidgetTreeError` naming the first bad line.
  init(parsing text: String) throws {
    var windows: [Window] = []
    var frame: Int?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let number = index + 1
      func fail(_ message: String) -> WidgetTreeError {
        WidgetTreeError(line: number, message: "\(message): \"\(line)\"")
      }
      if line.isEmpty && index == lines.count - 1 { break }
      if frame != nil { throw fail("a line after the frame line") }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      switch fields[0] {
      case "window":
        guard fields.count == 5 || fields.count == 7 else {
          throw fail("a window line needs 5 fields, or 7 with its content's origin")
        }
        guard let width = Double(fields[2]), let height = Double(fields[3]),
          let modal = Self.flag(fields[4])
        else { throw fail("a window's size and modal flag must be numbers and 0/1") }
        var window = Window(
          title: Self.unescape(fields[1]), width: width, height: height, isModal: modal,
          widgets: [])
        if fields.count == 7 {
          guard let x = Double(fields[5]), let y = Double(fields[6]) else {
            throw fail("a window's content origin must be numbers")
          }
          (window.contentX, window.contentY) = (x, y)
        }
        windows.append(window)
      case "frame":
        guard fields.count == 2, let count = Int(fields[1]) else {
          throw fail("the frame line needs one whole number")
        }
        frame = count
      default:
        guard let kind = Widget.Kind(rawValue: fields[0]) else {
          throw fail("unknown kind \"\(fields[0])\"")
        }
        guard !windows.isEmpty else { throw fail("a widget before any window line") }
        guard fields.count == 9 else { throw fail("a widget line needs 9 fields") }
        guard let x = Double(fields[1]), let y = Double(fields[2]), let width = Double(fields[3]),
          let height = Double(fields[4])
        else { throw fail("a widget's position and size must be numbers") }
        guard let sensitive = Self.flag(fields[5]), let focused = Self.flag(fields[6]) else {
          throw fail("sensitive and focused must be 0 or 1")
        }
        windows[windows.count - 1].widgets.append(
          Widget(
            kind: kind, x: x, y: y, width: width, height: height, isSensitive: sensitive,
            isFocused: focused, state: fields[7], text: Self.unescape(fields[8])))
      }
    }
    guard let frame else {
      throw WidgetTreeError(line: lines.count, message: "no frame line at the end")
    }
    guard !windows.isEmpty else { throw WidgetTreeError(line: 1, message: "no window line") }
    self.init(windows: windows, frame: frame)
  }

  private static func flag(_ field: String) -> Bool? {
    switch field {
    case "1": true
    case "0": false
    default: nil
    }
  }

  /// Undoes the file's escapes: `\t` is a TAB, `\n` a newline, `\\` a backslash.
  static func unescape(_ field: String) -> String {
    guard field.contains("\\") else { return field }
    var result = ""
    var escaping = false
    for character in field {
      if escaping {
        switch character {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "\\": result.append("\\")
        default: result.append("\\\(character)")
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }
}
