/// The view an animator modifier is applied to, handed to its content closure to build on
/// (`content.scaleEffect(phase)`).
public struct PlaceholderContentView<Value> {
  let content: Value
}

extension PlaceholderContentView: View where Value: View {
  /// The modified view itself.
  public var body: Value { content }
}
