import Foundation

extension _SymbolCatalog {
  /// The name whose drawing `name` takes in `direction`: right to left, an arrow or chevron
  /// that points forward or backward (`chevron.forward`, `arrow.backward.circle`) is drawn
  /// as its counterpart, as Apple draws those symbols mirrored. Symbols named for a side
  /// (`chevron.right`) point where they say in both directions.
  static func drawnName(of name: String, in direction: LayoutDirection) -> String {
    guard direction == .rightToLeft else { return name }
    var components = name.split(separator: ".").map(String.init)
    guard let family = components.first, ["chevron", "arrow", "arrowshape"].contains(family)
    else { return name }
    var swapped = false
    for index in components.indices {
      switch components[index] {
      case "forward":
        components[index] = "backward"
        swapped = true
      case "backward":
        components[index] = "forward"
        swapped = true
      default: continue
      }
    }
    return swapped ? components.joined(separator: ".") : name
  }
}
