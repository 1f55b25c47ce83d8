@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// The element's name for assistive technologies: its `accessibilityLabel`, else the text
  /// it shows.
  public var accessibilityLabel: String { base.accessibilityLabel }
  /// Its `accessibilityHint` (or `help` text).
  public var accessibilityHint: String? { base.accessibilityHint }
  /// Its `accessibilityValue`.
  public var accessibilityValue: String? { base.accessibilityValue }
  /// Its `accessibilityIdentifier`.
  public var accessibilityIdentifier: String? { base.accessibilityIdentifier }
  /// Whether `accessibilityHidden(true)` hides it.
  public var isAccessibilityHidden: Bool { base.isAccessibilityHidden }
  /// Its traits: those of its kind, with the ones modifiers add and remove.
  public var accessibilityTraits: AccessibilityTraits { base.accessibilityTraits }
  /// The names of the accessibility actions it offers.
  public var accessibilityActionNames: [String] { base.accessibilityActionNames }

  /// Runs its accessibility action named `name` (`"default"`, `"escape"`, or the name given
  /// to `accessibilityAction(named:_:)`); throws when it has none.
  public func performAccessibilityAction(named name: String) throws {
    guard base.performAccessibilityAction(named: name) else {
      throw ViewHostError.notApplicable("\(description) has no accessibility action \(name)")
    }
  }
}

extension ViewHost {
  /// The view whose `accessibilityIdentifier` is `identifier`.
  public func element(accessibilityIdentifier identifier: String) throws -> Element {
    let found = elements.filter { $0.accessibilityIdentifier == identifier }
    guard let first = found.first else {
      throw ViewHostError.notFound("a view with accessibility identifier \"\(identifier)\"")
    }
    return first
  }
}
