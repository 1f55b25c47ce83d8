import Observation
import SwiftUI

/// Settings held by an `@Observable` model; `Observation` is the toolchain's own module.
@Observable
final class NoteSettings {
  var rowSpacing: CGFloat = 8
  var showsDates = true
  var locale = Locale(identifier: "fr_FR")
}
