import Foundation

/// The place of a standard group of items in the standard menus, which a ``CommandGroup``
/// adds to or replaces.
///
/// The standard menus are, in order: the app's menu (titled with the program's name), File,
/// Edit, Format, View, the app's own ``CommandMenu``s, Window and Help. A menu shows only
/// when some group in it has items.
public struct CommandGroupPlacement: Hashable, Sendable {
  /// Where the placement is: its menu, then its order in that menu.
  let menu: _StandardMenu
  let order: Int

  /// The app's About item (the app's menu).
  public static let appInfo = CommandGroupPlacement(menu: .app, order: 0)
  /// The app's Settings item (the app's menu).
  public static let appSettings = CommandGroupPlacement(menu: .app, order: 1)
  /// The system's services (the app's menu).
  public static let systemServices = CommandGroupPlacement(menu: .app, order: 2)
  /// Hide and Show items (the app's menu).
  public static let appVisibility = CommandGroupPlacement(menu: .app, order: 3)
  /// The Quit item (the app's menu).
  public static let appTermination = CommandGroupPlacement(menu: .app, order: 4)
  /// Items that make new documents or windows (File).
  public static let newItem = CommandGroupPlacement(menu: .file, order: 0)
  /// Items that save (File).
  public static let saveItem = CommandGroupPlacement(menu: .file, order: 1)
  /// Import and export items (File).
  public static let importExport = CommandGroupPlacement(menu: .file, order: 2)
  /// Print items (File).
  public static let printItem = CommandGroupPlacement(menu: .file, order: 3)
  /// Undo and Redo (Edit).
  public static let undoRedo = CommandGroupPlacement(menu: .edit, order: 0)
  /// Cut, Copy, Paste and Select All (Edit).
  public static let pasteboard = CommandGroupPlacement(menu: .edit, order: 1)
  /// Find, spelling and the other text editing items (Edit).
  public static let textEditing = CommandGroupPlacement(menu: .edit, order: 2)
  /// Font and text items (Format).
  public static let textFormatting = CommandGroupPlacement(menu: .format, order: 0)
  /// Toolbar items (View).
  public static let toolbar = CommandGroupPlacement(menu: .view, order: 0)
  /// Sidebar items (View).
  public static let sidebar = CommandGroupPlacement(menu: .view, order: 1)
  /// Window size items: Minimize and Zoom (Window).
  public static let windowSize = CommandGroupPlacement(menu: .window, order: 0)
  /// The list of the app's windows (Window).
  public static let windowList = CommandGroupPlacement(menu: .window, order: 1)
  /// The item of a single window, `Window`'s (Window).
  public static let singleWindowList = CommandGroupPlacement(menu: .window, order: 2)
  /// Items that arrange windows (Window).
  public static let windowArrangement = CommandGroupPlacement(menu: .window, order: 3)
  /// The Help menu's items (Help).
  public static let help = CommandGroupPlacement(menu: .help, order: 0)
}

/// The standard menus, in the order they appear in the menu bar.
enum _StandardMenu: Int, Hashable, Sendable, CaseIterable {
  case app, file, edit, format, view, window, help

  /// Its title; the app's menu is titled with the program's name.
  var title: String {
    switch self {
    case .app: return _StandardMenu.appName
    case .file: return "File"
    case .edit: return "Edit"
    case .format: return "Format"
    case .view: return "View"
    case .window: return "Window"
    case .help: return "Help"
    }
  }

  /// The program's name, as Apple titles the app's menu.
  static var appName: String { ProcessInfo.processInfo.processName }
}
