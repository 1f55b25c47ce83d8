import Foundation
import TrellisUI

/// The names the views give, in view order.
struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// A count the views add up.
struct TotalKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// The bounds of the selected tab, when there is one.
struct SelectedBoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// What the actions of `onPreferenceChange` received, in order.
@MainActor final class ValueLog<Value> {
  var values: [Value] = []
}

/// Shows the names it is given; its body evaluations count the overlay's rebuilds.
struct NamesLabel: View {
  let names: [String]
  var body: some View { Text(names.isEmpty ? "none" : names.joined(separator: "|")) }
}

/// Shows the total it is given.
struct TotalLabel: View {
  let total: Int
  var body: some View { Text("total \(total)") }
}
