// Hover effects, symbol rendering and text selection. The terminal draws symbols as glyphs
// in one colour, and selects text itself; these are accepted and change nothing; see
// <doc:PlatformOnlyAndAnimationAPI>.

/// How a view would react to a pointer hovering over it on a tablet.
public struct HoverEffect: Hashable, Sendable {
  let name: String

  /// As the platform chooses.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight under the pointer.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts towards the pointer.
  public static let lift = HoverEffect(name: "lift")
}

/// How symbol images would be coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// Layers in shades of one colour.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the colours of the foreground style.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// Whether a person may select text in a view.
public protocol TextSelectability {
  /// Whether text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
  /// `true`.
  public static var allowsSelection: Bool { true }
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
  /// `false`.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Would highlight or lift this view under a tablet's pointer; nothing hovers here.
  /// - Parameters:
  ///   - effect: The effect.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  {
    modifier(_AcceptedModifier())
  }

  /// Would colour symbol images in this view; symbols here are drawn in the text's colour.
  /// - Parameter mode: How to colour them; `nil` for the default.
  /// - Returns: The view.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would let a person select the text in this view; in the terminal, the terminal's own
  /// selection works whatever this says.
  /// - Parameter selectability: Whether text can be selected.
  /// - Returns: The view.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would mark this view's content as private, to be hidden where the system redacts;
  /// nothing is redacted here.
  /// - Parameter sensitive: Whether the content is private.
  /// - Returns: The view.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    modifier(_AcceptedModifier())
  }
}
