import Foundation

/// Where a toolbar item goes: a semantic placement (what the item is for) or a positional
/// one (where it goes on a platform).
///
/// Every host lays the toolbar out in the same regions: a top row under the navigation
/// title, with the leading items at its start, the principal item in its middle and the
/// trailing ones at its end, and a bottom row.
///
/// | placement | region |
/// | --- | --- |
/// | ``navigation``, ``cancellationAction``, ``topBarLeading``, ``navigationBarLeading`` | leading |
/// | ``principal`` | the middle of the top row |
/// | ``automatic``, ``primaryAction``, ``secondaryAction``, ``confirmationAction``, ``destructiveAction``, ``topBarTrailing``, ``navigationBarTrailing`` | trailing |
/// | ``bottomBar``, ``status``, ``keyboard`` | the bottom row |
///
/// In a sheet, the ``confirmationAction`` item is the sheet's default action (Return) and
/// the ``cancellationAction`` item its cancel action (Escape), as
/// `keyboardShortcut(.defaultAction)` and `keyboardShortcut(.cancelAction)` make them.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction
    case confirmationAction, cancellationAction, destructiveAction, status, bottomBar, keyboard
    case topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing
  }

  let kind: Kind

  /// The toolbar decides: at the trailing end of the top row.
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// The most important item, in the middle of the top row (where a title would be).
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// An item that moves between places (a sidebar button, say), at the leading end.
  public static let navigation = ToolbarItemPlacement(kind: .navigation)
  /// The most frequent action, at the trailing end.
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// An action used less often, at the trailing end before the primary ones.
  public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
  /// The action that confirms a modal view (Done, Save), at the trailing end; in a sheet it
  /// is the default action that Return runs.
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// The action that dismisses a modal view without its changes (Cancel), at the leading
  /// end; in a sheet Escape runs it.
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// An action that destroys data in a modal view (Delete), at the trailing end.
  public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
  /// Status about the content (a count, a sync state), in the bottom row.
  public static let status = ToolbarItemPlacement(kind: .status)
  /// An item in the bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
  /// An item shown with the software keyboard on a phone; here in the bottom row.
  public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
  /// The leading end of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing end of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// The leading end of the navigation bar (the older name of ``topBarLeading``).
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBarLeading)
  /// The trailing end of the navigation bar (the older name of ``topBarTrailing``).
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBarTrailing)

  /// The part of the toolbar the placement puts an item in.
  var region: _ToolbarRegion {
    switch kind {
    case .navigation, .cancellationAction, .topBarLeading, .navigationBarLeading: .leading
    case .principal: .principal
    case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction,
      .topBarTrailing, .navigationBarTrailing:
      .trailing
    case .status, .bottomBar, .keyboard: .bottom
    }
  }
}

/// The parts of a toolbar, in the order a person reads them.
@_spi(TrellisHost) public enum _ToolbarRegion: Int, Comparable, Sendable {
  /// The start of the top row.
  case leading
  /// The middle of the top row.
  case principal
  /// The end of the top row.
  case trailing
  /// The bottom row.
  case bottom

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
