/// A number that grows and shrinks with the person's text size: a spacing, an icon's size,
/// a row's height that should keep step with the text beside it.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 20.0
/// ```
///
/// The value is `wrappedValue` at the default text size (`.large`) and scales as text of
/// `relativeTo`'s style does at the size in the environment's `dynamicTypeSize`; the view
/// updates when that size changes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  private let textStyle: Font.TextStyle
  private var size: DynamicTypeSize = .large

  /// A metric that scales like text of `textStyle`.
  /// - Parameters:
  ///   - wrappedValue: The value at the default text size.
  ///   - textStyle: The text style whose size it follows.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// A metric that scales like body text.
  /// - Parameter wrappedValue: The value at the default text size.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The value at the current text size.
  public var wrappedValue: Value {
    baseValue * Value(_TypeScale.factor(of: textStyle, at: size))
  }
}

extension ScaledMetric: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {
    let environment = node.environment
    let (value, keys) = _EnvironmentReadRecorder.recording { environment.dynamicTypeSize }
    for key in keys {
      node.environmentReads[key.id] = environment.reading(of: key.id)
      node.environmentKeyTypes[key.id] = key.type
    }
    size = value
  }
}
