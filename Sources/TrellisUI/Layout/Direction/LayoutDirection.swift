import Foundation
import Synchronization

/// Which way views are laid out along a line: the order of an `HStack`'s views, the side
/// `leading` means, where lines of text start.
///
/// Layout works out every position as if for left to right; a container whose direction is
/// right to left then mirrors the place of each of its views within itself. What a view
/// draws is not mirrored (text reads as it reads, an image is not flipped), except shapes,
/// which mirror their paths (see ``Shape/layoutDirectionBehavior``), and views marked with
/// ``View/flipsForRightToLeftLayoutDirection(_:)`` or ``View/layoutDirectionBehavior(_:)``.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Leading is left: the direction of Latin, Cyrillic, Devanagari and CJK text.
  case leftToRight
  /// Leading is right: the direction of Arabic, Hebrew and Urdu text.
  case rightToLeft

  /// The other direction.
  var opposite: LayoutDirection {
    self == .leftToRight ? .rightToLeft : .leftToRight
  }
}

private struct LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
  /// The direction views are laid out in.
  ///
  /// Left to right unless the app sets it: `.environment(\.layoutDirection, .rightToLeft)`
  /// lays out the views inside from the right. The hosts do not derive it from the
  /// locale, as an app on Apple's platforms takes it from the language it runs in: apps
  /// here carry no localizations to choose one.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set {
      if newValue == .rightToLeft { _RightToLeftUse.note() }
      self[LayoutDirectionKey.self] = newValue
    }
  }
}

/// Whether any view has been laid out right to left in this process: until one is, layout
/// places views without looking up their direction (a lookup in every placement would
/// cost every app for a setting few use).
enum _RightToLeftUse {
  private static let seen = Atomic<Bool>(false)

  static var isSeen: Bool { seen.load(ordering: .relaxed) }

  static func note() { seen.store(true, ordering: .relaxed) }
}

extension TextAlignment {
  /// The alignment as drawn in `direction`, in which hosts read `leading` as the left:
  /// right to left, the leading and trailing edges swap sides.
  func drawn(in direction: LayoutDirection) -> TextAlignment {
    guard direction == .rightToLeft else { return self }
    switch self {
    case .leading: return .trailing
    case .center: return .center
    case .trailing: return .leading
    }
  }
}

extension CGRect {
  /// The rectangle's mirror image within `container`: as far from its right edge as this
  /// one is from its left.
  func _mirrored(within container: CGRect) -> CGRect {
    var mirrored = self
    mirrored.origin.x = container.minX + container.maxX - maxX
    return mirrored
  }
}
