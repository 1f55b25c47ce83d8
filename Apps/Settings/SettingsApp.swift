import Foundation
import TrellisCombine
import TrellisUI

/// A settings window: values kept with `@AppStorage` across launches, the window's colour
/// scheme and scene phase as the environment reports them, and a timer received with
/// `onReceive`. `swift run settings`; quit with Ctrl-C and start it again: the values are
/// still there.
@main
struct SettingsApp: App {
  var body: some Scene {
    WindowGroup("Settings") {
      SettingsView()
    }
  }
}

/// How the app draws itself, kept by its raw value.
enum Theme: String, CaseIterable {
  case system, light, dark

  var next: Theme {
    let all = Theme.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// The scheme the app asks for; `nil` follows the terminal.
  var colorScheme: ColorScheme? {
    switch self {
    case .system: return nil
    case .light: return .light
    case .dark: return .dark
    }
  }
}
