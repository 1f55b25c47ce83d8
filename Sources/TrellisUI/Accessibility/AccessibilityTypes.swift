/// What kind of element a view is to assistive technologies: a button, a header, a link…
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Makes the set from its raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A heading that starts a part of the content.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Currently selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary of the app's state, read when it starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// Its value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating it starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// Hides the elements beside it while shown.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A switch that is on or off.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// What becomes of the elements inside a view made an accessibility element of its own.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// They are hidden; the new element stands for them.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// They become the new element's children.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Their labels, values and actions are merged into the new element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Which action an assistive technology asks for.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String

  /// Activating the element, as a tap or Enter does.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Going back, or dismissing, as Escape does.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deleting the element's content.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// An action with a name a person chooses from a list.
  /// - Parameter name: The action's name.
  public init(named name: Text) { self.name = name.content }

  private init(name: String) { self.name = name }
}

/// The level of a heading, from the most important.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// A heading whose level is not given.
  case unspecified
  /// The top level.
  case h1
  /// The second level.
  case h2
  /// The third level.
  case h3
  /// The fourth level.
  case h4
  /// The fifth level.
  case h5
  /// The sixth level.
  case h6
}
