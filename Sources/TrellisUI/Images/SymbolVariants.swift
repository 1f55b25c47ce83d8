/// The variants of a symbol: a shape around it, filled, or struck through. Set with
/// `symbolVariant(_:)`; a symbol drawn with variants uses the name they make when the
/// table has it (`heart` with `.fill` is `heart.fill`) and its own name otherwise.
///
/// ```swift
/// Label("Favourite", systemImage: "star").symbolVariant(.fill)   // draws star.fill
/// ```
public struct SymbolVariants: Hashable, Sendable {
  enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

  var shape: Shape?
  var isFilled = false
  var isSlashed = false

  /// No variant: the symbol as named.
  public static let none = SymbolVariants()
  /// The symbol in a circle.
  public static let circle = SymbolVariants(shape: .circle)
  /// The symbol in a square.
  public static let square = SymbolVariants(shape: .square)
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants(shape: .rectangle)
  /// The filled symbol.
  public static let fill = SymbolVariants(isFilled: true)
  /// The symbol struck through.
  public static let slash = SymbolVariants(isSlashed: true)

  /// These variants in a circle.
  public var circle: SymbolVariants { with { $0.shape = .circle } }
  /// These variants in a square.
  public var square: SymbolVariants { with { $0.shape = .square } }
  /// These variants in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
  /// These variants filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// These variants struck through.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether these variants include all of `other`'s.
  /// - Parameter other: The variants to look for.
  /// - Returns: Whether each of them is here.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// The name `name` takes with these variants, in SF Symbols' order (`bell.slash.circle.fill`);
  /// a suffix the name already has is not added again.
  func name(for name: String) -> String {
    var components = name.split(separator: ".").map(String.init)
    func add(_ suffix: String) {
      if !components.contains(suffix) { components.append(suffix) }
    }
    if isSlashed { add("slash") }
    if let shape { add(shape.rawValue) }
    if isFilled {
      // `fill` ends a name: one already filled keeps its order.
      add("fill")
    }
    return components.joined(separator: ".")
  }
}

extension Image {
  /// How large a symbol is drawn beside text of its font.
  public enum Scale: Hashable, Sendable {
    /// Smaller than the text.
    case small
    /// As large as the text.
    case medium
    /// Larger than the text.
    case large
  }
}

private struct SymbolVariantsKey: EnvironmentKey {
  static var defaultValue: SymbolVariants { .none }
}

private struct ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}

extension EnvironmentValues {
  /// The variants symbols in this view are drawn with.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// How large symbols in this view are beside their text.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Draws the symbols in this view with `variant` (`.fill`, `.circle`, `.circle.fill`,
  /// `.slash`...), where the symbol has one.
  /// - Parameter variant: The variants.
  /// - Returns: The view.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(
      _EnvironmentModifier { environment in
        var combined = environment.symbolVariants
        if let shape = variant.shape { combined.shape = shape }
        combined.isFilled = combined.isFilled || variant.isFilled
        combined.isSlashed = combined.isSlashed || variant.isSlashed
        environment.symbolVariants = combined
      })
  }

  /// Draws the symbols in this view smaller or larger than their text.
  /// - Parameter scale: How large, beside the text.
  /// - Returns: The view.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}
