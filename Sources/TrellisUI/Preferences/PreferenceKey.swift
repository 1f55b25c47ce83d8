/// A named value that views give to the views that contain them: data flowing up the tree,
/// where the environment carries it down.
///
/// Define a key with the type of its value, the value of a view that gives none, and how the
/// values of several views combine:
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static let defaultValue: [String] = []
///   static func reduce(value: inout [String], nextValue: () -> [String]) {
///     value += nextValue()
///   }
/// }
/// ```
///
/// A view gives a value with ``View/preference(key:value:)`` (or changes its content's with
/// ``View/transformPreference(_:_:)``, or gives the geometry of itself with
/// ``View/anchorPreference(key:value:transform:)``); a container reads the value its content
/// gives with ``View/onPreferenceChange(_:perform:)``, ``View/overlayPreferenceValue(_:_:)``
/// or ``View/backgroundPreferenceValue(_:_:)``. Values combine in view order: siblings, the
/// elements of a `ForEach` and the branch of a condition shown, each taken in the order it is
/// written; a view removed from the tree (or a lazy row not built) gives nothing.
public protocol PreferenceKey {
  /// The type of the key's values.
  associatedtype Value

  /// The value of a view that gives none. Combining it with another value must leave that
  /// value's meaning unchanged: Trellis, as Apple's SwiftUI, may leave it out.
  static var defaultValue: Value { get }

  /// Combines the value so far, `value`, with the next view's, in view order.
  ///
  /// - Parameters:
  ///   - value: The value of the views before, combined; the result goes here.
  ///   - nextValue: The value of the next view.
  static func reduce(value: inout Value, nextValue: () -> Value)
}
