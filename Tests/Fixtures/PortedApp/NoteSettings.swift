import Observation
import SwiftUI

/// Settings held by an `@Observable` model; `Observation` is the toolchain's own module.
@Observable
final class NoteSettings {
  var rowSpacing: CGFloat = 8
  var showsDates = true
  var locale = Locale(identifier: "fr_FR")
}

extension EnvironmentValues {
  /// The title over the notes, as an app sets it for a part of its views.
  @Entry var notesTitle: String = "Notes"
}
