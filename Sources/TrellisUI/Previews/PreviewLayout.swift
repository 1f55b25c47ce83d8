/// The size of the space a preview is shown in; see `previewLayout(_:)` and `PreviewTrait`.
public enum PreviewLayout: Equatable, Sendable {
  /// The whole screen of the host showing the preview (on Apple's platforms, the device).
  case device
  /// As large as the content. Trellis's hosts draw the content at their own size and leave out
  /// the blank space around it.
  case sizeThatFits
  /// A fixed size in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview runs on, by name (`"iPhone 15"`) or model (`"iPad8,1"`). Trellis's hosts
/// have no devices: the value is kept, and the preview is shown at the host's size.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Equatable, Hashable,
  Sendable
{
  /// The device's name or model.
  public let rawValue: String

  /// A device named `rawValue`.
  ///
  /// - Parameter rawValue: The device's name or model.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A device named by a string literal.
  ///
  /// - Parameter value: The device's name or model.
  public init(stringLiteral value: String) { self.rawValue = value }
}

/// The orientation of the interface as the person sees it. Linux's hosts have none; previews
/// accept it and show the view as it is.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Hashable, Sendable {
  /// A name that tells the orientations apart.
  public let id: String

  private init(id: String) { self.id = id }

  /// Upright, the top of the device on top.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// On its side, the top of the device on the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// On its side, the top of the device on the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  /// The four orientations.
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}

/// The platforms Xcode can run a `PreviewProvider` on; see `PreviewProvider.platform`.
public enum PreviewPlatform: Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}
