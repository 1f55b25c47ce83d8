/// Where a node of a program is instantiated: the views and the expected world compute labels
/// and identity paths with it the same way.
///
/// A node's number fixes its static position (which branch, which child), so an identity is
/// the number plus the dynamic parts above it in order: each enclosing row's item id and each
/// enclosing `.id(flag)` value. The label a control shows keeps only the item ids, so it
/// stays the same across `.id` changes, as a person would see it.
struct FuzzPlace: Hashable {
  /// The item ids of the rows around, outermost first.
  var items: [Int] = []
  /// Every dynamic part of the identity, outermost first.
  var dynamic: [String] = []

  /// What the control `prefix` + `number` shows here: "t7", "c5.3".
  func label(_ prefix: String, _ number: Int) -> String {
    items.reduce(prefix + String(number)) { $0 + "." + String($1) }
  }

  /// The identity of node `number` here.
  func path(_ number: Int) -> String {
    dynamic.reduce(String(number)) { $0 + $1 }
  }

  /// Inside the row of the item `id`.
  func inRow(_ id: Int) -> FuzzPlace {
    FuzzPlace(items: items + [id], dynamic: dynamic + ["#\(id)"])
  }

  /// Inside `.id(value)`.
  func withID(_ value: Bool) -> FuzzPlace {
    FuzzPlace(items: items, dynamic: dynamic + [value ? "=t" : "=f"])
  }
}
