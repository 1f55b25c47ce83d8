import Foundation
import Observation

/// A colour saved under a name.
struct Swatch: Identifiable, Hashable {
  let id: Int
  var name: String
  var mix: Mix
}

/// The mix being made and the swatches saved so far.
@MainActor
@Observable
final class Studio {
  var mix = Mix(red: 51, green: 128, blue: 204)
  private(set) var swatches: [Swatch]
  /// The swatch last chosen from the grid, which Delete removes.
  var selection: Swatch.ID?
  private var nextID: Int

  init(swatches: [Swatch] = Studio.starters) {
    self.swatches = swatches
    nextID = (swatches.map(\.id).max() ?? 0) + 1
  }

  /// Saves the mix as a new swatch, named `name` or "Swatch N" when it is blank, and
  /// selects it.
  func save(named name: String = "") {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    let swatch = Swatch(
      id: nextID, name: trimmed.isEmpty ? "Swatch \(nextID)" : trimmed, mix: mix)
    nextID += 1
    swatches.append(swatch)
    selection = swatch.id
  }

  /// Makes `swatch` the mix and selects it.
  func choose(_ swatch: Swatch) {
    mix = swatch.mix
    selection = swatch.id
  }

  /// Removes the selected swatch; the mix stays.
  func deleteSelection() {
    guard let selection else { return }
    swatches.removeAll { $0.id == selection }
    self.selection = nil
  }

  /// Names in several scripts, as a studio's users would give them.
  static let starters = [
    Swatch(id: 1, name: "Sky", mix: Mix(red: 135, green: 206, blue: 235)),
    Swatch(id: 2, name: "क्षितिज", mix: Mix(red: 255, green: 140, blue: 105)),
    Swatch(id: 3, name: "藍色", mix: Mix(red: 30, green: 60, blue: 160)),
    Swatch(id: 4, name: "🍊 Orange", mix: Mix(red: 255, green: 165, blue: 0)),
    Swatch(id: 5, name: "Moss", mix: Mix(red: 92, green: 128, blue: 56)),
  ]
}
